// SwiftUI.swift — a compile-only stub of the SwiftUI API that SheetLab's `SheetView.swift`
// export uses (and an improved export is likely to use). Never run: bodies are fatalError()
// or return `self`.
//
// Declarations copy the Swift signatures shown on developer.apple.com in their Swift 6 SDK
// form (Xcode 16+): `View` is a @MainActor protocol, modifiers are `nonisolated`, Binding's
// closures are `@isolated(any) @Sendable`. Each names its page and the first iOS release.
// Deliberate deviations are marked "STUB:". Independent of the UIKit stub on purpose.
//
// Built and used by Tests/Conformance/typecheck.sh (swiftc -emit-module -module-name SwiftUI).

@_exported import Foundation  // CGFloat, CGSize, CGRect, TimeInterval

// MARK: - View and builders

/// https://developer.apple.com/documentation/swiftui/view — iOS 13.0
/// (`@MainActor @preconcurrency protocol View`, Xcode 16 SDK; body is
/// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`).
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never — `extension Never : View` (SwiftUI), iOS
/// 13.0.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// STUB: primitive views have `Body == Never`; this gives them the required `body`.
extension View where Body == Never {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 13.0 (`@resultBuilder struct
/// ViewBuilder`).
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:) — iOS
    /// 13.0.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() — iOS 13.0.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — iOS 13.0.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4nb3d — iOS
    /// 17.0
    /// (`static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat
    /// each Content)> where repeat each Content : View`).
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) — iOS 13.0.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) — iOS
    /// 13.0.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) — iOS
    /// 13.0.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) —
    /// iOS 14.0.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/swiftui/emptyview — iOS 13.0.
public struct EmptyView: View {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/emptyview/init() — iOS 13.0.
    nonisolated public init() {}
}

/// https://developer.apple.com/documentation/swiftui/tupleview — iOS 13.0.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:) — iOS 13.0.
    nonisolated public init(_ value: T) { self.value = value }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent — iOS 13.0.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/anyview — iOS 13.0.
public struct AnyView: View {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:) — iOS 13.0.
    nonisolated public init<V: View>(_ view: V) {}
}

/// https://developer.apple.com/documentation/swiftui/optional — `extension Optional : View where
/// Wrapped : View`, iOS 13.0.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

// MARK: - State and bindings

/// https://developer.apple.com/documentation/swiftui/dynamicproperty — iOS 13.0.
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state — iOS 13.0
/// (`@frozen @propertyWrapper struct State<Value>`).
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) — iOS 13.0.
    public init(wrappedValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) — iOS 13.0.
    public init(initialValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue — iOS 13.0 (`{ get
    /// nonmutating set }`).
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue — iOS 13.0.
    public var projectedValue: Binding<Value> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/state/init() — iOS 13.0.
extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/state — `Sendable` where `Value : Sendable`.
extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding — iOS 13.0
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — iOS 13.0:
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping
    /// @isolated(any) @Sendable (Value) -> Void)`.
    /// The doc page omits underscored attributes; SwiftUI's .swiftinterface (as mirrored by SwiftUI
    /// re-implementations) marks both parameters `@_inheritActorContext`, so a closure written in a
    /// @MainActor view is main-actor isolated. Without it every `Binding(get:set:)` in a View
    /// warns.
    @preconcurrency public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) — iOS 13.0.
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:) — iOS 13.0.
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue — iOS 13.0 (`{ get
    /// nonmutating set }`).
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue — iOS 13.0.
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) — iOS
    /// 13.0.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/binding — "A binding conforms to Sendable only
/// if its wrapped value type also conforms to Sendable."
extension Binding: @unchecked Sendable where Value: Sendable {}

// MARK: - Geometry

/// https://developer.apple.com/documentation/swiftui/edgeinsets — iOS 13.0.
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    /// — iOS 13.0.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init() — iOS 13.0.
    public init() {
        top = 0
        leading = 0
        bottom = 0
        trailing = 0
    }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy — iOS 13.0 (`struct
/// GeometryProxy`).
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size — iOS 13.0.
    public var size: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets — iOS 13.0.
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader — iOS 13.0
/// (`@frozen nonisolated struct GeometryReader<Content> where Content : View`).
@frozen nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/geometryreader/content — iOS 13.0.
    public var content: (GeometryProxy) -> Content
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:) — iOS 13.0
    /// (`nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`; the 2026
    /// docs
    /// spell the builder `@ContentBuilder`).
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// https://developer.apple.com/documentation/swiftui/alignment — iOS 13.0. STUB: three values only.
@frozen public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center — iOS 13.0.
    public static let center = Alignment()
    /// https://developer.apple.com/documentation/swiftui/alignment/top — iOS 13.0.
    public static let top = Alignment()
    /// https://developer.apple.com/documentation/swiftui/alignment/bottom — iOS 13.0.
    public static let bottom = Alignment()
}

// MARK: - Minimal views

/// https://developer.apple.com/documentation/swiftui/shapestyle — iOS 13.0. STUB: no requirements.
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color — iOS 13.0 (`@frozen struct Color`;
/// View, ShapeStyle).
@frozen public struct Color: View, ShapeStyle, Hashable {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/color/init(red:green:blue:opacity:) — iOS
    /// 13.0.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(white:opacity:) — iOS 13.0.
    nonisolated public init(white: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/clear — iOS 13.0.
    public static let clear = Color(white: 0, opacity: 0)
    /// https://developer.apple.com/documentation/swiftui/color/black — iOS 13.0.
    public static let black = Color(white: 0)
    /// https://developer.apple.com/documentation/swiftui/color/white — iOS 13.0.
    public static let white = Color(white: 1)
}

/// https://developer.apple.com/documentation/swiftui/text — iOS 13.0.
/// STUB: `init<S: StringProtocol>(_:)` stands in for the LocalizedStringKey/String initializers.
public struct Text: View, Equatable {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 — iOS 13.0.
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:) — iOS 13.0.
    nonisolated public init(verbatim content: String) {}
}

/// https://developer.apple.com/documentation/swiftui/zstack — iOS 13.0.
@frozen public struct ZStack<Content: View>: View {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:) — iOS
    /// 13.0.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/vstack — iOS 13.0.
/// STUB: `alignment` is HorizontalAlignment in SwiftUI; omitted here.
@frozen public struct VStack<Content: View>: View {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) —
    /// iOS 13.0.
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

// MARK: - Layout modifiers used to measure content

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) — iOS
    /// 13.0.
    nonisolated public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:) — iOS
    /// 13.0.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/hidden() — iOS 13.0
    /// (`nonisolated func hidden() -> some View`).
    nonisolated public func hidden() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) — iOS
    /// 15.0.
    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:) —
    /// iOS 16.0 (back-deployed; introduced with iOS 18 SDK):
    /// `@preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform:
    /// @escaping @Sendable (GeometryProxy) -> T,
    ///  action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable`.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (T) -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// (old/new overload) — iOS 16.0.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { self }
}

// MARK: - Sheets

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    /// — iOS 13.0
    /// (`nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? =
    /// nil,
    ///  @ViewBuilder content: @escaping () -> Content) -> some View where Content : View`).
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:) — iOS 16.0.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:) —
    /// iOS 16.0.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:) — iOS
    /// 16.0.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/presentationcornerradius(_:) — iOS
    /// 16.4.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
    /// — iOS 16.4.
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationcontentinteraction(_:) —
    /// iOS 16.4.
    nonisolated public func presentationContentInteraction(
        _ behavior: PresentationContentInteraction
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:) — iOS
    /// 15.0.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:) — iOS
    /// 16.4.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationbackground(alignment:content:)
    /// — iOS 16.4.
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent — iOS 16.0 (`struct
/// PresentationDetent`; Hashable, Sendable).
public struct PresentationDetent: Hashable, Sendable {
    private var key: String
    private var value: CGFloat
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium — iOS 16.0.
    public static let medium = PresentationDetent(key: "medium", value: 0)
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/large — iOS 16.0.
    public static let large = PresentationDetent(key: "large", value: 0)
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:) — iOS 16.0.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(key: "height", value: height)
    }
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:) — iOS
    /// 16.0.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(key: "fraction", value: fraction)
    }
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/custom(_:) — iOS 16.0.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(key: "\(type)", value: 0)
    }

    /// https://developer.apple.com/documentation/swiftui/presentationdetent/context — iOS 16.0.
    /// STUB: no `@dynamicMemberLookup` into EnvironmentValues.
    public struct Context {
        /// https://developer.apple.com/documentation/swiftui/presentationdetent/context/maxdetentvalue
        /// — iOS 16.0.
        public var maxDetentValue: CGFloat { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/custompresentationdetent — iOS 16.0.
public protocol CustomPresentationDetent {
    /// https://developer.apple.com/documentation/swiftui/custompresentationdetent/height(in:) — iOS
    /// 16.0.
    static func height(in context: Self.Context) -> CGFloat?
}
extension CustomPresentationDetent {
    /// https://developer.apple.com/documentation/swiftui/custompresentationdetent/context — iOS
    /// 16.0.
    public typealias Context = PresentationDetent.Context
}

/// https://developer.apple.com/documentation/swiftui/visibility — iOS 15.0.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction — iOS 16.4.
public struct PresentationBackgroundInteraction: Sendable {
    private var limit: PresentationDetent?
    private var on: Bool?
    // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/automatic
    /// — iOS 16.4.
    public static var automatic: PresentationBackgroundInteraction { .init(limit: nil, on: nil) }
    /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled
    /// — iOS 16.4.
    public static var enabled: PresentationBackgroundInteraction { .init(limit: nil, on: true) }
    /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
    /// — iOS 16.4.
    public static func enabled(upThrough detent: PresentationDetent)
        -> PresentationBackgroundInteraction
    { .init(limit: detent, on: true) }
    /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/disabled
    /// — iOS 16.4.
    public static var disabled: PresentationBackgroundInteraction { .init(limit: nil, on: false) }
}

/// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction — iOS 16.4.
public struct PresentationContentInteraction: Equatable, Sendable {
    private var raw: Int
    /// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/automatic —
    /// iOS 16.4.
    public static var automatic: PresentationContentInteraction { .init(raw: 0) }
    /// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/resizes —
    /// iOS 16.4.
    public static var resizes: PresentationContentInteraction { .init(raw: 1) }
    /// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/scrolls —
    /// iOS 16.4.
    public static var scrolls: PresentationContentInteraction { .init(raw: 2) }
}
