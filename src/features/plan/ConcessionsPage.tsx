import { ScreenStub } from '../shared/ScreenStub';

export function ConcessionsPage() {
  return <ScreenStub title="CONCESSIONS">Plan du cimetière et liste des concessions.</ScreenStub>;
}
