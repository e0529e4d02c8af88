import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FAX_PAGE_SLIDER_DEBOUNCE_MS } from '@app/shared';
import { PageRangeSlider } from './PageRangeSlider';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

function renderSlider(pages: number, value: [number, number] = [1, pages]) {
  const onChange = vi.fn();
  const onErrorChange = vi.fn();
  const view = render(
    <PageRangeSlider
      pages={pages}
      value={value}
      onChange={onChange}
      onErrorChange={onErrorChange}
    />,
  );
  return { onChange, onErrorChange, view };
}

describe('PageRangeSlider', () => {
  it('is not shown for a one-page fax', () => {
    const { view } = renderSlider(1);
    expect(view.container.textContent).toBe('');
  });

  it('applies a range 300 ms after the last change', () => {
    vi.useFakeTimers();
    const { onChange } = renderSlider(5);
    const first = screen.getByRole('slider', { name: 'First page' }) as HTMLInputElement;
    expect(first.getAttribute('min')).toBe('1');
    expect(first.getAttribute('max')).toBe('5');
    fireEvent.change(input(/^Start page/), { target: { value: '2' } });
    act(() => vi.advanceTimersByTime(FAX_PAGE_SLIDER_DEBOUNCE_MS - 50));
    fireEvent.change(input(/^End page/), { target: { value: '4' } });
    act(() => vi.advanceTimersByTime(FAX_PAGE_SLIDER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([2, 4]);
    // The slider follows the inputs.
    expect(first.value).toBe('2');
    expect(screen.getByRole('slider', { name: 'Last page' }).getAttribute('value')).toBe('4');
  });

  it("says 'Invalid page range: PDF has n pages' and never applies an invalid range", () => {
    vi.useFakeTimers();
    const { onChange, onErrorChange } = renderSlider(5);
    fireEvent.change(input(/^Start page/), { target: { value: '4' } });
    fireEvent.change(input(/^End page/), { target: { value: '2' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid page range: PDF has 5 pages');
    expect(onErrorChange).toHaveBeenLastCalledWith('Invalid page range: PDF has 5 pages');
    fireEvent.change(input(/^End page/), { target: { value: '9' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid page range: PDF has 5 pages');
    act(() => vi.advanceTimersByTime(FAX_PAGE_SLIDER_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(input(/^End page/), { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onErrorChange).toHaveBeenLastCalledWith(null);
    act(() => vi.advanceTimersByTime(FAX_PAGE_SLIDER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([4, 5]);
  });
});
