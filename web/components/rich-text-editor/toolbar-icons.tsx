import type { ReactNode, SVGProps } from 'react';

/** Line icons of the editor's toolbar on the 24 px grid of web/components/ui/icons.tsx; always decorative. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Letters as icons (B, I, H2 …): drawn in SVG so that they keep their size in every font. */
function Letters({
  text,
  weight = 700,
  italic,
  decoration,
}: {
  text: string;
  weight?: number;
  italic?: boolean;
  decoration?: 'underline' | 'strike';
}) {
  return (
    <Icon stroke="none">
      <text
        x="12"
        y="17"
        textAnchor="middle"
        fontSize={text.length > 1 ? 13 : 17}
        fontWeight={weight}
        fontStyle={italic ? 'italic' : 'normal'}
        fontFamily="Georgia, 'Times New Roman', serif"
        fill="currentColor"
      >
        {text}
      </text>
      {decoration === 'underline' ? <path d="M6 21h12" stroke="currentColor" strokeWidth="1.8" /> : null}
      {decoration === 'strike' ? <path d="M5 12.5h14" stroke="currentColor" strokeWidth="1.8" /> : null}
    </Icon>
  );
}

export const BoldIcon = () => <Letters text="B" />;
export const ItalicIcon = () => <Letters text="I" italic weight={500} />;
export const UnderlineIcon = () => <Letters text="U" weight={500} decoration="underline" />;
export const StrikeIcon = () => <Letters text="S" weight={500} decoration="strike" />;
/** The H is drawn and only the level is a letter: the button's visible text stays part of its name. */
export const HeadingIcon = ({ level }: { level: 2 | 3 | 4 }) => (
  <Icon>
    <path d="M4 6v12M12 6v12M4 12h8" />
    <text x="18.5" y="19" textAnchor="middle" fontSize="11" fontWeight={700} fill="currentColor" stroke="none">
      {level}
    </text>
  </Icon>
);
export const ParagraphIcon = () => <Letters text="¶" weight={500} />;

export const BulletListIcon = () => (
  <Icon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Icon>
);
export const OrderedListIcon = () => (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M4 5l1.5-1v5M3.5 15.2c.3-.8 2.5-1 2.5.3 0 1-2.5 1.8-2.5 3.5H6" strokeWidth="1.5" />
  </Icon>
);
export const QuoteIcon = () => (
  <Icon>
    <path d="M5 17c2-1 3-3 3-6V7H4v5h4M15 17c2-1 3-3 3-6V7h-4v5h4" />
  </Icon>
);
export const CodeBlockIcon = () => (
  <Icon>
    <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
  </Icon>
);
export const RuleIcon = () => (
  <Icon>
    <path d="M3 12h18" />
    <path d="M7 7h10M7 17h10" strokeOpacity="0.4" />
  </Icon>
);
export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);
export const ImageIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);
export const VideoIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </Icon>
);
export const TableIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 10h18M3 15h18M9 4v16M15 4v16" />
  </Icon>
);
export const UndoIcon = () => (
  <Icon>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);
export const RedoIcon = () => (
  <Icon>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
);
