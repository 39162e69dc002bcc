import type { MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's status colours with their darker shades (5 to 9) darkened so every use reads in the sun (issue 14,
 * WCAG 1.4.3): white on a filled badge or button (shade 7, the theme's primaryShade) at least 5:1, text in
 * shades 8 and 9 on white at least 6:1, and the light variant's text (shade 9) on its background (shade 1)
 * at least 4.5:1. Shades 0 to 4 (backgrounds, tints) are Mantine's. src/app/themeColors.test.ts checks it.
 */
export const accessibleColors: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff4f4f', '#e70707', '#d81111', '#bd1c1c', '#a12222'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#2593ef', '#1675c6', '#186ebb', '#1661a7', '#155692'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#1d9db0', '#107f8f', '#0d7788', '#0a6a7a', '#095c6b'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#1aa179', '#0d835f', '#097b59', '#076e4e', '#066045'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#2da441', '#2b833b', '#267b35', '#216f30', '#1e5f2b'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#6b9e1d', '#538013', '#4c780e', '#416b0a', '#3a5e08'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#b48802', '#986b03', '#946000', '#8d5200', '#834400'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#e36e00', '#bb5602', '#b44b05', '#a74009', '#96320a'],
};
