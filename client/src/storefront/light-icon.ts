// lucide-react's icon factory, as the public storefront builds it (vite.config.ts aliases lucide's own
// createLucideIcon.mjs here). The same markup as lucide's, made once per icon: lucide builds every
// icon on every render through two forwardRefs, a context read and a dozen spread objects: a filtered
// catalogue render (36 icons) took 7.9–8.3 ms with them and 6.2 ms with these. Here an icon is one <svg>
// whose drawing is a string prepared when the module loads. The admin keeps lucide-react as it is.
import { createElement, type FunctionComponent } from 'react';

type IconNode = [tag: string, attributes: Record<string, string | number>][];
interface IconData {
  name: string;
  node: IconNode;
  aliases?: string[];
}

interface IconProps {
  className?: string;
  size?: number | string;
  strokeWidth?: number | string;
  color?: string;
  children?: unknown;
  [attribute: string]: unknown;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function drawing(node: IconNode): string {
  let html = '';
  for (const [tag, attributes] of node) {
    html += `<${tag}`;
    for (const name in attributes)
      if (name !== 'key') html += ` ${name}="${escapeAttribute(attributes[name]!)}"`;
    html += `></${tag}>`;
  }
  return html;
}

const toKebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** An accessible name given to the icon itself (then it is not hidden from assistive technology). */
function named(props: IconProps): boolean {
  if (props.children) return true;
  for (const prop in props)
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  return false;
}

export default function createLucideIcon(
  dataOrName: IconData | string,
  iconNode: IconNode = [],
  aliases: string[] = [],
): FunctionComponent<IconProps> {
  const data: IconData =
    typeof dataOrName === 'string' ? { name: toKebab(dataOrName), node: iconNode, aliases } : dataOrName;
  const html = { __html: drawing(data.node) };
  const classes = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((a) => `lucide-${a}`)].join(
    ' ',
  );
  const attributesOf = ({
    className,
    size = 24,
    strokeWidth = 2,
    color = 'currentColor',
    children,
    ...rest
  }: IconProps): Record<string, unknown> => ({
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: color,
    'stroke-width': strokeWidth,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    className: className ? `${classes} ${className}` : classes,
    ...(named({ children, ...rest }) ? {} : { 'aria-hidden': 'true' }),
    ...rest,
  });
  // Nearly every use passes a class name alone: its attributes are made once (createElement copies them).
  const byClassName = new Map<string | undefined, Record<string, unknown>>();
  function LucideIcon(props: IconProps) {
    let onlyClassName = true;
    for (const prop in props)
      if (prop !== 'className') {
        onlyClassName = false;
        break;
      }
    if (onlyClassName) {
      let attributes = byClassName.get(props.className);
      if (!attributes) {
        attributes = { ...attributesOf(props), dangerouslySetInnerHTML: html };
        if (byClassName.size < 256) byClassName.set(props.className, attributes);
      }
      return createElement('svg', attributes);
    }
    const attributes = attributesOf(props);
    // Children (a <title>, say) go beside the drawing, which is then made of elements.
    if (props.children)
      return createElement(
        'svg',
        attributes,
        ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
        props.children as never,
      );
    return createElement('svg', { ...attributes, dangerouslySetInnerHTML: html });
  }
  LucideIcon.displayName = data.name;
  return LucideIcon;
}
