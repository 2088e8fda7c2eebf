#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--style sheet` (seed 000 with seed 003's velocity rule): a sheet resting at its detents
/// (a default height and max, or `--detents`), dragged anywhere on it or the overlay, landing
/// by `--policy`; the page shrinks into a card as it rises between the two highest (SPEC §2–5).
enum DraggableSheetStyle: StyleDefinition {
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        // A form sheet and a sheet full screen set the detents aside, the undimmed one too.
        let kind = constants.presentation?.kind
        let undimmed =
            kind == .formSheet || kind == .fullScreen
            ? nil
            : constants.presentedDetents.firstIndex {
                $0.name == constants.undimmedDetent.rawValue
            }
        // A form sheet (an iPad's) and a phone's landscape sheet leave the page as it is: no
        // card. Full screen, UIKit hides the grabber.
        let presentation = constants.presentation
        let grabberShown =
            constants.grabberVisibility == .visible && presentation?.kind != .fullScreen
        let layout = DetentListLayout(
            specs: constants.presentedDetents, topInset: constants.presentedTopInset,
            dismissLine: constants.dismissLineOnScreen, baseline: constants.detentBaseline,
            dimAlpha: constants.dimAlpha,
            dim: undimmed.map { .undimmedThrough($0) } ?? .followsBelowLowest,
            page: presentation != nil
                ? .flat
                : .card(scale: constants.cardScale, cornerRadius: constants.look.corners.pageCard))
        return SheetStyle(
            layout: layout, behavior: DraggableSheetBehavior(constants),
            appearance: GrabberSheetAppearance(
                cornerRadius: constants.cornerRadius,
                body: body.text ?? Content.poem, look: constants.look,
                grabber: constants.grabber, image: body.image, castsEdgeShadow: true,
                grabberTaps: constants.grabberTap.takesTaps && grabberShown,
                palette: constants.appearance.palette,
                showsGrabber: grabberShown,
                floating: FloatingLook(constants), presented: presentation),
            usedFlags: usedFlags)
    }

    /// Its own flags, and every flag a release policy reads (`PolicyKind.readFlags`).
    static let usedFlags: Set<FlagName> = PolicyKind.policyFlags.union([
        .policy, .preset, .animation, .curve, .springResponse, .springDamping, .overdrag,
        .rubberConstant, .overdragFactor, .releaseVelocity, .springRest, .undimmedDetent,
        .content, .defaultHeight, .topInset, .dimAlpha, .cornerRadius, .grabberWidth,
        .grabberHeight, .cardScale, .presentDuration, .dimDuration, .snapDuration,
        .velocityWindow, .detents, .look, .grabberTap, .flickDamping, .grabber, .dismissCue,
        .glassBlur, .dismissible, .edgeAttached,
    ])

    /// The libraries' sheet, as UIKit shows it on a device: every trait.
    static var traits: StyleTraits {
        StyleTraits(takesDetentList: true, isLibrariesSheet: true, scalesPage: true)
    }

    /// Its detents: a list, or the shorthand written out.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? {
        let shorthand: Set<FlagName> = constants.detents == nil ? [.defaultHeight] : []
        return ExportedDetents(
            specs: constants.sheetDetents, topInset: constants.effectiveTopInset,
            heightFlags: shorthand.union([.detents, .topInset]))
    }

}

/// The draggable sheet's behaviour: `--policy` decides, `--animation` moves, `--overdrag`
/// resists past the highest detent.
struct DraggableSheetBehavior: SheetBehavior {
    let constants: SheetConstants
    let policy: any ReleasePolicy

    init(_ constants: SheetConstants) {
        self.constants = constants
        policy = constants.policy.policy(constants)
    }

    var timing: StyleTiming {
        StyleTiming(
            present: constants.presentDuration, dismiss: constants.presentDuration,
            snap: constants.snapDuration, dimIn: constants.dimDuration,
            dimOut: constants.dimDuration,
            easing: .curve(constants.curve),
            spring: constants.animation == .spring
                ? Spring(
                    response: constants.springResponse,
                    dampingRatio: constants.springDamping) : nil,
            flickSpring: constants.animation == .spring && constants.flickDamping > 0
                ? Spring(
                    response: constants.springResponse,
                    dampingRatio: constants.flickDamping) : nil,
            flickVelocity: constants.fullscreenVelocity,
            springRest: constants.springRest)
    }

    var scrollsContent: Bool { true }

    func dragHeight(_ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size) -> Double {
        let highest = detents.highest.height
        let lowest = detents.lowest.height
        let c = constants.rubberConstant
        if refusesDismissal, raw < lowest {
            // A sheet that will not close resists below its lowest detent, as a scroll view
            // does past its edge, whatever its over-drag above.
            return max(
                0, lowest - rubberBand(offset: lowest - raw, dimension: window.height, constant: c))
        }
        // Past max each library's curve is squeezed into the room left above it, so the
        // sheet's top never passes the window's top (its grabber and corners stay on screen).
        let room = window.height - highest
        switch constants.overdrag {
        case .clamp:
            // Seed policy: the sheet stops at max and at the bottom edge (or where a spring's
            // overshoot had it when grabbed, so the grab does not jump).
            return clamp(raw, 0, max(highest, grabbedAt))
        case .rubber:
            // Both edges resist over the window's height, as UIScrollView does over its
            // viewport, so a full drag to the bottom edge still passes the dismiss line.
            if raw > highest {
                let band = rubberBand(offset: raw - highest, dimension: window.height, constant: c)
                return highest + topBand(band, room: room)
            }
            if raw < lowest {
                return max(
                    0,
                    lowest - rubberBand(offset: lowest - raw, dimension: window.height, constant: c)
                )
            }
            return max(0, raw)
        case .sqrt:
            // gorhom resists past the highest detent only; downward drags stay 1:1.
            if raw > highest {
                let band = ((1 + raw - highest).squareRoot() - 1) * constants.overdragFactor
                return highest + topBand(band, room: room)
            }
            return max(0, raw)
        case .log:
            // vaul damps only the opening direction, by 8 · (ln(x + 1) − 2), never below 0.
            if raw > highest {
                return highest + topBand(max(0, 8 * (log(raw - highest + 1) - 2)), room: room)
            }
            return max(0, raw)
        case .uikit:
            // UIKit stretches past large only as far as the gap to the safe area's top (at most
            // 100 pt); below the smallest detent the sheet follows the finger to closed.
            if raw > highest {
                let extent = uikitExtent(highest: highest, window: window)
                return highest + rubberBand(offset: raw - highest, dimension: extent, constant: c)
            }
            return max(0, raw)
        }
    }

    /// How far past its highest detent UIKit's sheet can be pulled: the gap between its top
    /// there and the safe area's top, at most 100 pt (`_rubberBandExtentBeyondMinimumOffset`).
    private func uikitExtent(highest: Double, window: Size) -> Double {
        min(max(0, window.height - highest - constants.safeArea.top), 100)
    }

    func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double {
        let highest = detents.highest.height
        let lowest = detents.lowest.height
        let c = constants.rubberConstant
        let d = window.height
        if refusesDismissal, height < lowest {
            return lowest - inverseRubberBand(lowest - height, dimension: d, constant: c)
        }
        let room = window.height - highest
        switch constants.overdrag {
        case .clamp:
            return height
        case .rubber:
            if height > highest {
                let band = inverseTopBand(height - highest, room: room)
                return highest + inverseRubberBand(band, dimension: d, constant: c)
            }
            if height < lowest {
                return lowest - inverseRubberBand(lowest - height, dimension: d, constant: c)
            }
            return height
        case .sqrt:
            guard height > highest else { return height }
            let band = inverseTopBand(height - highest, room: room)
            let root = band / constants.overdragFactor + 1
            return highest + root * root - 1
        case .log:
            guard height > highest else { return height }
            return highest + exp(inverseTopBand(height - highest, room: room) / 8 + 2) - 1
        case .uikit:
            guard height > highest else { return height }
            let extent = uikitExtent(highest: highest, window: window)
            guard extent > 0 else { return highest }
            return highest + inverseRubberBand(height - highest, dimension: extent, constant: c)
        }
    }

    /// Squeezes an over-drag of `band` points into `room`: `room · (1 − e^(−band / room))`.
    /// It starts 1:1 (small pulls look as the library draws them) and approaches `room`
    /// without reaching it; with no room above max there is no over-drag.
    private func topBand(_ band: Double, room: Double) -> Double {
        guard room > 0, band > 0 else { return 0 }
        return room * (1 - exp(-band / room))
    }

    /// The band that `topBand` squeezes into `height` (capped short of its asymptote).
    private func inverseTopBand(_ height: Double, room: Double) -> Double {
        guard room > 0, height > 0 else { return 0 }
        return -room * log(1 - min(height / room, 0.999_999))
    }

    /// The offset that `rubberBand` turns into `band` (capped short of its asymptote).
    private func inverseRubberBand(_ band: Double, dimension d: Double, constant c: Double)
        -> Double
    {
        let fraction = min(band / d, 0.999)
        return d / c * (1 / (1 - fraction) - 1)
    }

    var overlayTapDismisses: Bool { !refusesDismissal }
    var overlayDrags: Bool { true }
    /// `--dismissible off` (UIKit's `isModalInPresentation`).
    var refusesDismissal: Bool { !constants.dismissible.isOn }
    var dragDismisses: Bool { !refusesDismissal }

    /// The policy's rules decide.
    var rulesName: String { policy.rulesName }
    /// The policy's rules.
    var ruleSummaries: [String] { policy.ruleSummaries }

    /// Where `--policy` sends the release.
    /// A sheet that refuses to be dismissed (`--dismissible off`) goes back to its lowest
    /// detent where the policy would dismiss it, as UIKit's springs back.
    func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let decision = policy.evaluate(release, detents: detents, into: &trace)
        guard refusesDismissal, decision.target == .dismiss else { return decision }
        let lowest = trace.pick(
            detents.lowest,
            "\(flag: .dismissible) off refuses the dismissal (isModalInPresentation): back to "
                + "the lowest detent")
        return ReleaseDecision(target: .detent(lowest), rule: decision.rule)
    }
}
