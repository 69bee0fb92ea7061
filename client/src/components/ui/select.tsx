import { Check, ChevronDown } from 'lucide-react';
import { Select as S } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';
import { fieldClass } from './input';

export interface SelectOption {
  value: string;
  label: React.ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  name?: string;
}

export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  disabled,
  className,
  name,
  ...aria
}: SelectProps) {
  return (
    <S.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} name={name}>
      <S.Trigger
        id={id}
        className={cn(fieldClass, 'h-10 items-center justify-between gap-2', className)}
        {...aria}
      >
        <S.Value placeholder={placeholder ?? 'Select...'} />
        <S.Icon>
          <ChevronDown className="h-4 w-4 opacity-60" aria-hidden />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <S.Viewport className="p-1">
            {options.map((option) => (
              <S.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-pointer select-none items-center rounded py-1.5 pl-8 pr-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50"
              >
                <S.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check className="h-4 w-4" aria-hidden />
                </S.ItemIndicator>
                <S.ItemText>{option.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
