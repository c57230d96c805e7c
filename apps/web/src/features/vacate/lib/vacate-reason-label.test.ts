// @vitest-environment happy-dom
import '@/lib/i18n';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs, showLanguage } from '@/lib/i18n';
import { useVacateReasonLabel } from './vacate-reason-label';

afterEach(() => act(() => showLanguage('en')));

describe('a reason for moving out as the reader reads it', () => {
  it("shows the portal's default reasons in Spanish and a community's own as it wrote them", async () => {
    await act(() => showLanguage('es'));
    await act(() => loadCatalogs(['vacate']));
    const { result } = renderHook(() => useVacateReasonLabel());
    expect(result.current('Relocating for work')).toBe('Cambio de ciudad por trabajo');
    expect(result.current('Other')).toBe('Otro');
    expect(result.current('Closer to the lake')).toBe('Closer to the lake');
  });

  it('shows them as they are in English', () => {
    const { result } = renderHook(() => useVacateReasonLabel());
    expect(result.current('Relocating for work')).toBe('Relocating for work');
  });
});
