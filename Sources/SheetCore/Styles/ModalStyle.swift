/// `--style modal` (seed 002): a full-window modal with a close button. Dragging down
/// anywhere moves it down 1:1 (never above where it rests); released past the progress
/// threshold (translation ÷ window height) it finishes dismissing, else it goes back, each
/// taking the remaining fraction of the transition's duration. No overlay.
enum ModalStyle: StyleDefinition {
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        // One detent, `open`: the whole window. No overlay.
        let layout = DetentListLayout(
            specs: [DetentSpec(name: "open", value: .max)], topInset: 0, dismissLine: 0,
            dimAlpha: 0, dim: .followsBelowLowest, page: .flat)
        return SheetStyle(
            layout: layout,
            behavior: ProgressDismissBehavior(
                timing: StyleTiming(
                    present: constants.presentDuration, dismiss: constants.presentDuration,
                    snap: constants.snapDuration, dimIn: 0, dimOut: 0, easing: .easeInOut,
                    scalesWithDistance: true),
                dismissProgress: constants.dismissProgress, measuredAgainst: .window),
            appearance: ModalAppearance(
                image: body.image, safeTop: constants.safeArea.top,
                palette: constants.appearance.palette),
            usedFlags: [.dismissProgress, .presentDuration, .snapDuration, .velocityWindow])
    }

    /// A full-window modal: no bottom-sheet library shows one.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? { nil }
}

/// The write-ups' dismiss-by-progress rule (seeds 002 and 004): 1. dragged down further than
/// the share → dismiss; 2. otherwise → back to the detent.
struct ProgressDismissBehavior: SheetBehavior {
    /// What the progress is a share of.
    enum Measure: Sendable {
        /// The window's height (seed 002's interactive transition: translation ÷ height).
        case window
        /// The detent's height (the iOS 13 card dismisses past a share of itself).
        case detent
    }

    let timing: StyleTiming
    let dismissProgress: Double
    let measuredAgainst: Measure

    /// 1. progress (how far below the detent ÷ the measure; measured from the detent, not from
    /// the grab, so a sheet caught mid-way and pushed further still counts all of the way
    /// down) beyond the share → dismiss; 2. otherwise → back to the detent.
    func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let measure =
            measuredAgainst == .window ? max(1, release.windowHeight) : detents.highest.height
        let progress = trace.value(
            "progress", (detents.highest.height - release.height) / measure,
            "(detent \(shown(detents.highest.height)) - height \(shown(release.height))) / "
                + (measuredAgainst == .window ? "window" : "detent") + " \(shown(measure))")
        // Within a billionth counts as exactly on the threshold (points rarely divide evenly).
        let far = trace.check(
            "progress", progress, .greater, "\(flag: .dismissProgress) + 1e-9",
            dismissProgress + 1e-9)
        if trace.rule(1, far) { return ReleaseDecision(target: .dismiss, rule: 1) }
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(detents.highest), rule: 2)
    }

    /// `modal style` (progress of the window) or `card style` (of the card).
    var rulesName: String { measuredAgainst == .window ? "modal style" : "card style" }
    /// The two rules of the doc comment.
    var ruleSummaries: [String] {
        ["dragged down further than the dismiss share → dismiss", "otherwise → back to the detent"]
    }
}

/// The full-window modal: white (or dark), a close button, the heading and poem.
struct ModalAppearance: SheetAppearance {
    /// The user's image shown instead of the heading and poem (`--sheet-image`).
    var image: ImageFile? = nil
    /// A device's status bar: the modal covers it, its content starts below it.
    var safeTop = 0.0
    /// The colours of `--appearance`.
    var palette = Palette.light

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(
            .shape(Rect(x: 0, y: 0, width: width, height: window.height), .none, palette.sheet))
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        let close = CloseButton.items(
            width: width, top: 16 + safeTop, palette: palette, measurer: measurer)
        if let image {
            // The image under the close button, which still closes the modal.
            return SheetLayout.imagePieces(image, width: width, top: 72 + safeTop)
                .flatMap(\.items) + close
        }
        return close
            + SheetLayout.content(
                width: width, top: 72 + safeTop, palette: palette, measurer: measurer)
    }

    func action(at point: Point, width: Double) -> SheetAction {
        CloseButton.frame(width: width, top: 16 + safeTop).contains(point) ? .dismiss : .none
    }
}
