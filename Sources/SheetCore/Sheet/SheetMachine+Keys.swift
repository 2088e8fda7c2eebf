/// The keyboard and the wheel: stepping through the detents one at a time.
extension SheetMachine {
    /// The mouse wheel: at max it scrolls the content; otherwise, and once the content is back
    /// at its top, it steps the sheet between detents (never dismissing it).
    ///
    /// Over the page where no overlay covers it (an undimmed detent), the page is live and
    /// the wheel is its: the sheet stays.
    mutating func wheel(_ lines: Double) {
        guard isPresented, lines != 0, lines.isFinite else { return }
        if case .held = motion { return }
        if let pointer = pointerLocation, isOffSheet(pointer, height: height), dimAlpha <= 0 {
            return
        }
        let atMax = goalDetent?.index == detents.highest.index
        if atMax, maxScrollOffset > 0, lines < 0 || scrollOffset > 0 {
            scrollOffset = clamp(scrollOffset - lines * Self.wheelLine, 0, maxScrollOffset)
            return
        }
        guard let current = goalDetent else { return }
        if lines < 0, let next = detents.next(after: current) { animate(to: next) }
        if lines > 0, let next = detents.previous(before: current) { animate(to: next) }
    }

    /// Points one wheel notch scrolls.
    static let wheelLine = 40.0

    mutating func press(_ key: Key) {
        if case .held = motion { return }
        switch key {
        case .enter, .space:
            pressButton()
        case .escape:
            if isPresented, !isDismissing, !behavior.isAlwaysPresented,
                !behavior.refusesDismissal
            {
                startDismiss(.key)
            }
        case .up:
            guard isPresented else { return }
            guard let current = goalDetent else {
                animate(to: detents.lowest)
                return
            }
            if let next = detents.next(after: current) { animate(to: next) }
        case .down:
            guard isPresented, let current = goalDetent else { return }
            if let next = detents.previous(before: current) {
                animate(to: next)
            } else if !behavior.isAlwaysPresented, !behavior.refusesDismissal {
                startDismiss(.key)
            }
        }
    }
}
