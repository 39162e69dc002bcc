/**
 * What a cleaned plan may contain: SVG elements that draw, group, reuse or paint, and their geometry and
 * presentation attributes. Anything else is dropped with its whole content: scripts, foreignObject, images
 * (feImage too), animations (they can set any attribute, href included), editor metadata (Inkscape, Illustrator),
 * iframes, fonts. Event handlers (`on…`), `xml:base`, `cursor` and `src` are never listed.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const words = (...lines: string[]) => new Set(lines.join(' ').split(/\s+/).filter(Boolean));

export const ALLOWED_ELEMENTS = words(
  'svg g defs symbol use switch a title desc style',
  'rect circle ellipse line polyline polygon path text tspan textPath',
  'linearGradient radialGradient stop pattern clipPath mask marker',
  'filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap',
  'feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode',
  'feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence',
);

/** Elements whose text is content (drawn, or read as CSS); text elsewhere is only layout whitespace. */
export const TEXT_ELEMENTS = words('text tspan textPath title desc style a');

/** Attributes without a namespace. `data-*` are kept too (plots are named by them); `href` only to `#…`. */
export const ALLOWED_ATTRIBUTES = words(
  'id class style transform lang role aria-label aria-labelledby aria-describedby aria-hidden',
  'x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points pathLength viewBox preserveAspectRatio version',
  'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit',
  'stroke-dasharray stroke-dashoffset opacity color display visibility overflow clip clip-path clip-rule clipPathUnits',
  'mask maskUnits maskContentUnits filter filterUnits primitiveUnits marker-start marker-mid marker-end',
  'markerWidth markerHeight markerUnits refX refY orient vector-effect shape-rendering text-rendering',
  'image-rendering color-interpolation color-interpolation-filters color-rendering paint-order mix-blend-mode',
  'isolation transform-origin transform-box enable-background',
  'font font-family font-size font-size-adjust font-weight font-style font-variant font-stretch text-anchor',
  'dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode',
  'direction unicode-bidi dx dy rotate textLength lengthAdjust startOffset method spacing side href',
  'offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod',
  'patternUnits patternContentUnits patternTransform media type',
  'flood-color flood-opacity lighting-color in in2 result stdDeviation mode operator k1 k2 k3 k4 values',
  'tableValues slope intercept amplitude exponent kernelMatrix order divisor bias targetX targetY edgeMode',
  'kernelUnitLength preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent',
  'limitingConeAngle pointsAtX pointsAtY pointsAtZ azimuth elevation z scale xChannelSelector yChannelSelector',
  'baseFrequency numOctaves seed stitchTiles radius',
);

/** `data-` followed by an XML name without a colon (what DOMPurify's ALLOW_DATA_ATTR kept). */
export const DATA_ATTRIBUTE = /^data-[A-Za-z0-9_.-]+$/;

/** Plot shapes are not looked for inside these: their content is drawn only where referenced, if at all. */
export const INERT_CONTAINERS = words('defs symbol clipPath mask pattern');
