extension PlatformRelease {
    /// A pasted export's release, as its library decides it: one of the models above with the
    /// values the export gives its API, or UIKit's, which SheetLab's own `uikit` policy runs
    /// (`UIKitReleasePolicy`, on the tuned sheet with UIKit's own constants).
    package enum Model: Sendable, Equatable {
        /// UISheetPresentationController (the UIKit and SwiftUI exports): SheetLab's replay
        /// with `--policy uikit` and UIKit's figures (`PlatformRelease.uikit(_:)`).
        case uikit
        case vaul(Vaul)
        case flutter(Flutter)
        case gorhom(Gorhom)
        case android(AndroidBehavior)
        case compose(Compose)
        /// scenee/FloatingPanel's bottom panel.
        case floatingPanel(FloatingPanel)
        /// A sheet no finger moves (the fixed panel): it stays where it rests.
        case still([Double])

        /// The resting heights, lowest first; nil for `uikit`, whose are SheetLab's.
        package var rests: [Double]? {
            switch self {
            case .uikit: nil
            case .vaul(let model): model.rests
            case .flutter(let model): model.rests
            case .gorhom(let model): model.rests
            case .android(let model): model.rests
            case .compose(let model): model.rests
            case .floatingPanel(let model): model.rests
            case .still(let rests): rests
            }
        }

        /// Where `gesture` lands on this sheet: the same hand from the library's own lowest or
        /// highest rest, measured as the library measures it. A press the library does not
        /// take as a drag (under its touch slop) leaves the sheet where it was. Nil for
        /// `uikit` (replayed by SheetLab) or a sheet with no rest.
        package func land(_ gesture: Gesture, dismissLine: Double) -> Landing? {
            guard let drag = drag(gesture, dismissLine: dismissLine) else { return nil }
            let (rests, samples, active, moved, fitted) = (
                drag.rests, drag.samples, drag.active, drag.moved, drag.fitted
            )
            switch self {
            case .uikit:
                return nil
            case .still:
                return .rest(active)
            case .vaul(let model):
                return model.land(from: active, dragged: samples.raised, seconds: samples.lift)
            case .flutter(let model):
                // DragGestureRecognizer takes a vertical drag past kTouchSlop (18 px).
                guard moved > model.minFlingDistance else { return .rest(active) }
                return model.land(
                    height: rests[active] + samples.raised, velocity: fitted.velocity,
                    recent: fitted.offset)
            case .gorhom(let model):
                return model.land(
                    from: active, dragged: samples.raised, velocity: fitted.velocity)
            case .android(let model):
                // ViewDragHelper captures the sheet past the touch slop (8 dp).
                guard moved > PlatformRelease.androidTouchSlop else { return .rest(active) }
                let top = model.parent - model.rests[active] - samples.raised
                let lowest = model.hideable ? model.parent : model.parent - model.peek
                let height = model.parent - min(max(top, model.parent - model.rests.last!), lowest)
                return model.land(height: height, velocity: fitted.velocity)
            case .compose(let model):
                guard moved > PlatformRelease.androidTouchSlop else { return .rest(active) }
                return model.land(from: active, raised: samples.raised, velocity: fitted.velocity)
            case .floatingPanel(let model):
                // Its pan recognizer begins past UIKit's pan hysteresis (inferred, 10 pt); the
                // panel follows the finger, banded past the end anchors if it rubber-bands
                // (Layout.swift L729–757).
                guard moved > PlatformRelease.panHysteresis else { return .rest(active) }
                return model.land(
                    from: active, height: model.held(height: rests[active] + samples.raised),
                    velocity: fitted.velocity)
            }
        }
    }

    /// Android's `ViewConfiguration` touch slop, dp (`config_viewConfigurationTouchSlop`):
    /// Compose's `ViewConfiguration.touchSlop` reads the same value.
    package static let androidTouchSlop = 8.0

    /// How far a finger moves before `UIPanGestureRecognizer` begins, points: inferred (UIKit
    /// documents none; 10 pt is what a pan is commonly measured to need).
    package static let panHysteresis = 10.0

    /// The tuned sheet as UIKit would decide its releases: `configuration` with the uikit
    /// preset's release figures (policy, deceleration, flick speed, release velocity,
    /// over-drag and what a grabber tap does, each UIKit's own), and SheetLab's own pointer
    /// settings, which no UIKit export carries (the tap slop, the velocity window), at their
    /// defaults; every height and what a finger may do kept.
    package static func uikit(_ configuration: Configuration) -> Configuration {
        var uikit = configuration
        let own: Set<FlagName> = [
            .policy, .deceleration, .fullscreenVelocity, .releaseVelocity, .overdrag,
            .rubberConstant, .grabberTap,
        ]
        PresetValue.apply(Preset.uikit.overrides.filter { own.contains($0.0) }, to: &uikit)
        let defaults = Configuration().constants
        uikit.constants.tapSlop = defaults.tapSlop
        uikit.constants.velocityWindow = defaults.velocityWindow
        return uikit
    }
}

extension PlatformRelease.Model {
    /// What the library measures of `gesture` on this sheet, in words, as `land` takes it:
    /// where the sheet was let go, the velocity as the library reads it, and what else its
    /// rule compares (`explain --platforms`). Empty for `uikit` (SheetLab's own explanation
    /// with `--preset uikit` is its), or a sheet with no rest.
    package func measured(_ gesture: Gesture, dismissLine: Double) -> [String] {
        guard let drag = drag(gesture, dismissLine: dismissLine) else { return [] }
        let (rests, samples, active, moved, fitted) = (
            drag.rests, drag.samples, drag.active, drag.moved, drag.fitted
        )
        func n(_ value: Double) -> String { Format.number(value, decimals: 2) }
        let from = "from its rest at \(n(rests[active])) pt"
        let released = "released at \(n(rests[active] + samples.raised)) pt"
        let lsq =
            "velocity \(n(fitted.velocity)) pt/s (down +): least squares over the last 100 ms, "
            + "0 after a 40 ms pause (here \(n(samples.lift - (samples.times.last ?? 0))) s)"
        switch self {
        case .uikit:
            return []
        case .still:
            return ["no finger moves this sheet: it stays \(from)"]
        case .vaul(let model):
            return [
                "\(from), the pointer moved \(n(abs(samples.raised))) pt "
                    + "\(samples.raised >= 0 ? "up" : "down") over the whole press, "
                    + "\(n(samples.lift)) s: \(n(samples.averageSpeed / 1000)) px/ms",
                "2 px/ms flicks "
                    + (model.snapToSequentialPoint ? "off (snapToSequentialPoint)" : "on")
                    + "; 0.4 px/ms steps only under 40 % of the window, "
                    + "\(n(model.window * 0.4)) pt; dismissible \(model.dismissible)",
            ]
        case .flutter(let model):
            guard moved > model.minFlingDistance else {
                return ["\(from), a press of \(n(moved)) pt: under kTouchSlop (18), no drag"]
            }
            let fling =
                abs(fitted.velocity) > model.minFlingVelocity
                && abs(fitted.offset) > model.minFlingDistance
            return [
                "\(from), \(released)", lsq,
                "moved \(n(abs(fitted.offset))) pt over those samples: "
                    + (fling
                        ? "a fling (over 50 pt/s and 18 pt)" : "no fling (50 pt/s and 18 pt)"),
            ]
        case .gorhom(let model):
            let projected = rests[active] + samples.raised - 0.2 * fitted.velocity
            return [
                "\(from), \(released)", lsq,
                "carried 0.2 s at that velocity: \(n(projected)) pt; closing "
                    + (model.closes ? "among the snap points" : "off"),
            ]
        case .android(let model):
            guard moved > PlatformRelease.androidTouchSlop else {
                return ["\(from), a press of \(n(moved)) dp: under the touch slop (8 dp), no drag"]
            }
            let counted = abs(fitted.velocity) < model.minimumFling ? 0 : fitted.velocity
            return [
                "\(from), \(released)", lsq + "; under 50 dp/s it counts as 0: \(n(counted)) dp/s",
                "hides if hideable (\(model.hideable)) and half a peek (\(n(model.peek / 2)) "
                    + "dp) below collapsed 0.1 s on",
            ]
        case .compose(let model):
            guard moved > PlatformRelease.androidTouchSlop else {
                return ["\(from), a press of \(n(moved)) dp: under the touch slop (8 dp), no drag"]
            }
            return [
                "\(from), moved \(n(abs(samples.raised))) dp "
                    + "\(samples.raised >= 0 ? "up" : "down")", lsq,
                "moves on past \(n(model.positionalThreshold)) dp, or at "
                    + "\(n(model.velocityThreshold)) dp/s its way; Hidden "
                    + (model.hides ? "closes" : "is vetoed"),
            ]
        case .floatingPanel(let model):
            guard moved > PlatformRelease.panHysteresis else {
                return ["\(from), a press of \(n(moved)) pt: no pan (10 pt, inferred)"]
            }
            let rate = model.momentumProjectionRate
            return [
                "\(from), \(released)", lsq + " (UIPanGestureRecognizer's, inferred)",
                "projected at \(Format.number(rate, decimals: 4)) but held to the next anchor; "
                    + "on past \(n(model.redirectionalProgress * 100)) % of the way; removal "
                    + (model.removes
                        ? "at \(n(model.removalThreshold)) x the distance to hidden a second"
                        : "off"),
            ]
        }
    }

    /// `gesture` as this sheet's library receives it, what `land` decides by and `measured`
    /// tells: its rests, the pointer's samples from the rest it begins at (`active`), the
    /// farthest the pointer moved and the least-squares velocity. Nil with no rest.
    func drag(_ gesture: Gesture, dismissLine: Double) -> Drag? {
        guard let rests, !rests.isEmpty,
            let samples = PointerSamples(gesture, rests: rests, dismissLine: dismissLine)
        else { return nil }
        return Drag(
            rests: rests, samples: samples,
            active: gesture.start == .lowest ? 0 : rests.count - 1,
            moved: samples.offsets.map(abs).max() ?? 0, fitted: samples.leastSquaresVelocity())
    }

    /// A gesture on a sheet, as `drag(_:dismissLine:)` gives it.
    struct Drag {
        let rests: [Double]
        let samples: PointerSamples
        let active: Int
        let moved: Double
        let fitted: (velocity: Double, offset: Double)
    }
}
