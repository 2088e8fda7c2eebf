// FloatingPanel.swift — a compile-only stub of the scenee/FloatingPanel API that SheetLab's
// `SheetPanel.swift` export uses. Never run: bodies are fatalError().
//
// Declarations copy FloatingPanel's own source at 3.2.2 (commit 7efcc76), each naming its file
// and line (https://github.com/scenee/FloatingPanel/blob/7efcc76/Sources/...). Deliberate
// deviations are marked "STUB:". The one throughout: FloatingPanel's protocols are `@objc`
// with `@objc optional` members, which Linux's compiler (no Objective-C runtime) cannot
// declare; here they are Swift protocols whose optional members have defaults in an
// extension, so a conformance type-checks against the same names and types. FloatingPanel
// builds in Swift 5 mode and marks no protocol `@MainActor`; its view types are UIKit's
// (main-actor isolated in the SDK), as here.
//
// Built and used by Tests/Conformance/typecheck.sh (swiftc -emit-module -module-name
// FloatingPanel, against the UIKit stub).

import UIKit

/// Sources/Position.swift:6 — `@objc public enum FloatingPanelPosition: Int`.
public enum FloatingPanelPosition: Int, Sendable {
    case top
    case left
    case bottom
    case right
}

/// Sources/State.swift:6–48 — `@objc open class FloatingPanelState: NSObject, NSCopying,
/// RawRepresentable`; equality is NSObject's (identity).
/// STUB: without NSCopying (`copy(with:)` returns self).
open class FloatingPanelState: NSObject, RawRepresentable {
    public typealias RawValue = String
    /// State.swift:10.
    required public init?(rawValue: RawValue) { fatalError() }
    /// State.swift:16–17 (`@objc public init(rawValue:order:)`).
    public init(rawValue: RawValue, order: Int) { fatalError() }
    /// State.swift:24.
    public let rawValue: RawValue = ""
    /// State.swift:26.
    public let order: Int = 0
    /// State.swift:41–47. STUB: `nonisolated(unsafe)`: a non-Sendable class's statics, which
    /// FloatingPanel declares in Swift 5 mode.
    nonisolated(unsafe) public static let full = FloatingPanelState(rawValue: "full", order: 1000)
    nonisolated(unsafe) public static let half = FloatingPanelState(rawValue: "half", order: 500)
    nonisolated(unsafe) public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
    nonisolated(unsafe) public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)
}

/// Sources/LayoutProperties.swift:6 — `@objc public enum FloatingPanelReferenceEdge: Int`.
public enum FloatingPanelReferenceEdge: Int, Sendable {
    case top
    case left
    case bottom
    case right
}

/// Sources/LayoutProperties.swift:31 — `@objc public enum FloatingPanelLayoutReferenceGuide:
/// Int`.
public enum FloatingPanelLayoutReferenceGuide: Int, Sendable {
    case superview = 0
    case safeArea = 1
}

/// Sources/LayoutAnchoring.swift:6 — `@objc public protocol FloatingPanelLayoutAnchoring`.
/// STUB: its requirements (internal to the library's layout) are left out.
public protocol FloatingPanelLayoutAnchoring: AnyObject {}

/// Sources/LayoutAnchoring.swift:12 — `@objc final public class FloatingPanelLayoutAnchor:
/// NSObject, FloatingPanelLayoutAnchoring`.
final public class FloatingPanelLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
    /// LayoutAnchoring.swift:23.
    public init(
        absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge,
        referenceGuide: FloatingPanelLayoutReferenceGuide
    ) { fatalError() }
    /// LayoutAnchoring.swift:40.
    public init(
        fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge,
        referenceGuide: FloatingPanelLayoutReferenceGuide
    ) { fatalError() }
}

/// Sources/LayoutAnchoring.swift:108 — `@objc final public class
/// FloatingPanelIntrinsicLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring`.
final public class FloatingPanelIntrinsicLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
    /// LayoutAnchoring.swift:118.
    public init(
        absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea
    ) { fatalError() }
    /// LayoutAnchoring.swift:132.
    public init(
        fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea
    ) { fatalError() }
}

/// Sources/Layout.swift:7–22 — `@objc public protocol FloatingPanelLayout`.
public protocol FloatingPanelLayout {
    /// Layout.swift:9.
    var position: FloatingPanelPosition { get }
    /// Layout.swift:12.
    var initialState: FloatingPanelState { get }
    /// Layout.swift:15.
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
    /// Layout.swift:21 (`@objc optional`).
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat
}

extension FloatingPanelLayout {
    /// STUB: the optional member's absence (the library then uses 0.3 at full).
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { fatalError() }
}

/// Sources/Behavior.swift:6–56 — `@objc public protocol FloatingPanelBehavior`, every member
/// `@objc optional`.
public protocol FloatingPanelBehavior {
    /// Behavior.swift:15–16.
    var springDecelerationRate: CGFloat { get }
    /// Behavior.swift:19–20.
    var springResponseTime: CGFloat { get }
    /// Behavior.swift:25–26.
    var momentumProjectionRate: CGFloat { get }
    /// Behavior.swift:33–37.
    func shouldProjectMomentum(
        _ fpc: FloatingPanelController, to proposedState: FloatingPanelState
    ) -> Bool
    /// Behavior.swift:42–43.
    func redirectionalProgress(
        _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
    ) -> CGFloat
    /// Behavior.swift:48–49.
    func allowsRubberBanding(for edge: UIRectEdge) -> Bool
    /// Behavior.swift:54–55.
    var removalInteractionVelocityThreshold: CGFloat { get }
}

extension FloatingPanelBehavior {
    /// STUB: the optional members' absence (the library's defaults, Behavior.swift:61–96).
    public var springDecelerationRate: CGFloat { fatalError() }
    public var springResponseTime: CGFloat { fatalError() }
    public var momentumProjectionRate: CGFloat { fatalError() }
    public func shouldProjectMomentum(
        _ fpc: FloatingPanelController, to proposedState: FloatingPanelState
    ) -> Bool { fatalError() }
    public func redirectionalProgress(
        _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
    ) -> CGFloat { fatalError() }
    public func allowsRubberBanding(for edge: UIRectEdge) -> Bool { fatalError() }
    public var removalInteractionVelocityThreshold: CGFloat { fatalError() }
}

/// Sources/SurfaceView.swift:9 — `public class SurfaceAppearance: NSObject`.
public class SurfaceAppearance: NSObject {
    /// SurfaceView.swift:62.
    public var cornerRadius: CGFloat = 0
    /// SurfaceView.swift:67–71 (`@available(iOS 13.0, *)`).
    public var cornerCurve: CALayerCornerCurve {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Sources/GrabberView.swift:7 — `public class GrabberView: UIView`.
public class GrabberView: UIView {}

/// Sources/SurfaceView.swift:86–88 — `public class SurfaceView: UIView`.
public class SurfaceView: UIView {
    /// SurfaceView.swift:92.
    public var grabberHandle: GrabberView { fatalError() }
    /// SurfaceView.swift:105.
    public var grabberHandleSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// SurfaceView.swift:126.
    public var appearance: SurfaceAppearance {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Sources/BackdropView.swift:7 — `open class BackdropView: UIView`.
open class BackdropView: UIView {
    /// BackdropView.swift:13.
    public var dismissalTapGestureRecognizer: UITapGestureRecognizer { fatalError() }
}

/// Sources/Core.swift:1278 — `public class FloatingPanelPanGestureRecognizer:
/// UIPanGestureRecognizer`.
public class FloatingPanelPanGestureRecognizer: UIPanGestureRecognizer {}

/// Sources/Controller.swift:9 — `@objc public protocol FloatingPanelControllerDelegate`.
/// STUB: its optional members are left out.
public protocol FloatingPanelControllerDelegate: AnyObject {}

/// Sources/Controller.swift:145–146 — `@objc open class FloatingPanelController:
/// UIViewController`.
open class FloatingPanelController: UIViewController {
    /// Controller.swift:297.
    public init(delegate: FloatingPanelControllerDelegate? = nil) { fatalError() }
    /// Controller.swift (UIViewController's `init?(coder:)`, required).
    public required init?(coder: NSCoder) { fatalError() }
    /// Controller.swift:173.
    public var surfaceView: SurfaceView { fatalError() }
    /// Controller.swift:179.
    public var backdropView: BackdropView { fatalError() }
    /// Controller.swift:192.
    public var panGestureRecognizer: FloatingPanelPanGestureRecognizer { fatalError() }
    /// Controller.swift:213.
    public var layout: FloatingPanelLayout {
        get { fatalError() }
        set { fatalError() }
    }
    /// Controller.swift:226.
    public var behavior: FloatingPanelBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    /// Controller.swift:251.
    public var isRemovalInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// Controller.swift:618.
    public func set(contentViewController: UIViewController?) { fatalError() }
}
