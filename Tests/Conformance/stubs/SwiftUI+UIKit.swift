// SwiftUI+UIKit.swift — the part of the SwiftUI stub that hosts UIKit (`--export
// swift-package`'s `.tunedSheet` modifier): `UIViewControllerRepresentable` and
// `UIHostingController`. Same rules as SwiftUI.swift; this part imports the UIKit stub, as
// SwiftUI on iOS imports UIKit.

import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable — iOS 13.0
/// (`@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where
/// Self.Body == Never`).
/// STUB: without `Coordinator`, `makeCoordinator()` and `dismantleUIViewController`, which
/// have defaults in the SDK.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
        -> Self.UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext —
/// iOS 13.0.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
> {}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller — iOS 13.0
/// (`@MainActor @preconcurrency class UIHostingController<Content> : UIViewController where
/// Content : View`).
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content {
        get { fatalError() }
        set { fatalError() }
    }
}
