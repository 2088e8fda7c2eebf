#if canImport(UIKit)
    import UIKit
    import TunedSheet
    #if canImport(UIKit.UIGestureRecognizerSubclass)
        import UIKit.UIGestureRecognizerSubclass
    #endif

    /// Presents any view controller in the tuned sheet, with SheetLab's engine deciding every
    /// landing: present it with `present(_:animated: false)` (it animates itself) or with
    /// SwiftUI's `.tunedSheet(isPresented:)`. The dim, the grabber, the corners and the
    /// presenting view's card are placed each frame where `SheetDriver.placement` says.
    @MainActor
    public final class TunedSheetController: UIViewController {
        /// What the sheet shows.
        public let content: UIViewController
        /// Called once the sheet is gone (dragged away, tapped away, or `dismissSheet()`).
        public var onDismiss: (() -> Void)?
        /// The scroll view whose drags hand off to the sheet at its top; found in the content
        /// (the first in a depth-first walk) unless set.
        public weak var scrollView: UIScrollView?

        private let tuning: Tuning
        private var driver: SheetDriver?
        private let dimView = UIView(frame: .zero)
        private let sheetView = UIView(frame: .zero)
        private let grabberView = UIView(frame: .zero)
        private var clock: FrameClock?
        private var touches: SheetTouches?
        private var owner: ScrollOwner?
        private var lastY: CGFloat = 0
        private weak var page: UIView?
        /// The presenting view's own transform, corner radius and clipping, put back after.
        private var pageWas: (CGAffineTransform, CGFloat, Bool)?
        private var gone = false

        /// A sheet showing `content`, moving as `tuning` says (as tuned in SheetLab unless
        /// given).
        public init(content: UIViewController, tuning: Tuning = .tuned) {
            self.content = content
            self.tuning = tuning
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("TunedSheetController is made in code") }

        override public func loadView() {
            let root = SheetRootView(frame: .zero)
            root.forwards = { [weak self] point in
                guard let self else { return .none }
                return self.forwardedView(at: point)
            }
            view = root
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear
            dimView.backgroundColor = .black
            dimView.alpha = 0
            view.addSubview(dimView)
            sheetView.backgroundColor = .systemBackground
            sheetView.clipsToBounds = true
            sheetView.layer.cornerCurve = .continuous
            view.addSubview(sheetView)
            addChild(content)
            sheetView.addSubview(content.view)
            content.didMove(toParent: self)
            grabberView.backgroundColor = .tertiaryLabel
            grabberView.layer.cornerCurve = .continuous
            sheetView.addSubview(grabberView)
            let touches = SheetTouches { [weak self] phase, point, time in
                self?.touch(phase, at: point, time: time)
            }
            touches.delaysTouchesEnded = false
            view.addGestureRecognizer(touches)
            self.touches = touches
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard driver == nil else { return }
            let now = CACurrentMediaTime()
            var driver = SheetDriver(
                tuning: tuning, width: view.bounds.width, height: view.bounds.height, time: now)
            page = presentingViewController?.view
            if let page { pageWas = (page.transform, page.layer.cornerRadius, page.clipsToBounds) }
            if scrollView == nil { scrollView = Self.firstScrollView(in: content.view) }
            driver.setContentHeight(contentHeight(width: view.bounds.width), at: now)
            driver.present(at: now)
            self.driver = driver
            run()
        }

        override public func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            dimView.frame = view.bounds
            guard var driver, driver.isPresented else { return }
            let size = view.bounds.size
            let now = CACurrentMediaTime()
            driver.resize(width: size.width, height: size.height, at: now)
            driver.setContentHeight(contentHeight(width: size.width), at: now)
            self.driver = driver
            run()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Dismissed some other way (by its presenter, or the content's own dismiss): the
            // page is put back all the same.
            finish(dismissing: false)
        }

        /// The content's height at `width`, for a `fit` detent: its preferred height, else
        /// what Auto Layout fits it to.
        private func contentHeight(width: CGFloat) -> CGFloat {
            if content.preferredContentSize.height > 0 {
                return content.preferredContentSize.height
            }
            return content.view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }

        /// Where a touch at `point` goes instead of the sheet's views: to the presenting view
        /// where the engine leaves the page usable (off the sheet, no dim over it).
        private func forwardedView(at point: CGPoint) -> UIView?? {
            guard let driver, driver.passesThrough(x: point.x, y: point.y), let page else {
                return .none
            }
            return .some(page.hitTest(page.convert(point, from: view), with: nil))
        }

        /// Lets the sheet fall away as the tuning dismisses it (nothing if it refuses).
        public func dismissSheet() {
            guard var driver else { return }
            driver.dismiss(at: CACurrentMediaTime())
            self.driver = driver
            run()
        }

        /// Applies the placement now and keeps frames coming while anything moves.
        private func run() {
            apply()
            if driver?.isMoving == true {
                if clock == nil { clock = FrameClock { [weak self] in self?.frame() } }
            } else {
                clock?.stop()
                clock = nil
            }
        }

        private func frame() {
            guard var driver else { return }
            driver.advance(to: CACurrentMediaTime())
            self.driver = driver
            run()
        }

        private func apply() {
            guard var driver else { return }
            let placement = driver.placement
            dimView.alpha = placement.dim
            sheetView.isHidden = !placement.isPresented
            sheetView.frame = CGRect(placement.sheet)
            let top = placement.corners[0]
            let bottom = placement.corners[2]
            // One radius per layer: a floating sheet's bottom corners take its top radius.
            sheetView.layer.cornerRadius = top
            sheetView.layer.maskedCorners =
                bottom > 0
                ? [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                    .layerMaxXMaxYCorner,
                ]
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            // The content keeps its highest detent's height and slides with the sheet, which
            // clips it; it is not squeezed to the sheet's height.
            let highest = driver.detents.last?.height ?? 0
            content.view.frame = CGRect(
                x: 0, y: 0, width: sheetView.bounds.width,
                height: max(sheetView.bounds.height, highest))
            if let grabber = placement.grabber {
                grabberView.isHidden = false
                grabberView.frame = CGRect(grabber).offsetBy(
                    dx: -placement.sheet.x, dy: -placement.sheet.y)
                grabberView.layer.cornerRadius = grabber.height / 2
            } else {
                grabberView.isHidden = true
            }
            if let page {
                // The presenting view recedes into the card the engine lays out.
                // (scaled about its centre, in the window's points as the card is laid out).
                let scale = placement.pageScale
                let center = view.convert(page.center, from: page.superview)
                page.transform = CGAffineTransform(
                    a: scale, b: 0, c: 0, d: scale,
                    tx: placement.page.x + placement.page.width / 2 - center.x,
                    ty: placement.page.y + placement.page.height / 2 - center.y)
                if placement.pageCornerRadius > 0 {
                    page.layer.cornerRadius = placement.pageCornerRadius / max(scale, 0.01)
                    page.layer.cornerCurve = .continuous
                    page.clipsToBounds = true
                } else if let pageWas {
                    page.layer.cornerRadius = pageWas.1
                    page.clipsToBounds = pageWas.2
                }
            }
            let changes = driver.takeChanges()
            self.driver = driver
            // A press the engine took as a drag is the sheet's: the content's controls under
            // the finger are cancelled, as UIKit's sheet cancels them.
            if changes.contains(.dragStarted) { touches?.claim() }
            if changes.contains(.dismissed) { finish(dismissing: true) }
        }

        /// Stops the frames, puts the page back as it was and says the sheet is gone (once);
        /// `dismissing`: this controller also takes itself off screen.
        private func finish(dismissing: Bool) {
            guard !gone else { return }
            gone = true
            clock?.stop()
            clock = nil
            if let page, let pageWas {
                page.transform = pageWas.0
                page.layer.cornerRadius = pageWas.1
                page.clipsToBounds = pageWas.2
            }
            let done = onDismiss
            if dismissing {
                dismiss(animated: false) { done?() }
            } else {
                done?()
            }
        }

        /// A touch anywhere in the sheet's window: the engine's, unless the scroll view in
        /// the content has it (`ScrollHandOff`).
        private func touch(_ phase: SheetTouches.Phase, at point: CGPoint, time: TimeInterval) {
            guard var driver else { return }
            switch phase {
            case .began:
                owner = nil
                lastY = point.y
                if let scrollView, scrollView.bounds.contains(scrollView.convert(point, from: view))
                {
                    // Who moves is known at the first move.
                    self.driver = driver
                    return
                }
                owner = .sheet
                driver.touchBegan(x: point.x, y: point.y, at: time)
            case .moved:
                let dy = point.y - lastY
                lastY = point.y
                let was = owner
                if let scrollView, was != .sheet {
                    let inset = scrollView.adjustedContentInset.top
                    let atTop = scrollView.contentOffset.y <= -inset
                    let highest = driver.detents.last?.name
                    owner = ScrollHandOff.owner(
                        current: was, dy: dy, atTop: atTop,
                        atHighest: highest != nil && driver.restingDetent == highest)
                    if owner == .sheet, was != .sheet {
                        driver.touchBegan(x: point.x, y: point.y - dy, at: time)
                        // The scroll view lets go of this drag (no scroll, no deceleration).
                        scrollView.panGestureRecognizer.isEnabled = false
                        scrollView.panGestureRecognizer.isEnabled = true
                    }
                }
                if owner == .sheet {
                    if let scrollView {
                        let inset = scrollView.adjustedContentInset.top
                        scrollView.contentOffset = CGPoint(
                            x: scrollView.contentOffset.x, y: -inset)
                    }
                    driver.touchMoved(x: point.x, y: point.y, at: time)
                }
            case .ended:
                if owner == .sheet || owner == nil && scrollView == nil {
                    driver.touchEnded(x: point.x, y: point.y, at: time)
                } else if owner == nil {
                    // A tap inside the scroll view: the engine sees a tap there.
                    driver.touchBegan(x: point.x, y: point.y, at: time)
                    driver.touchEnded(x: point.x, y: point.y, at: time)
                }
                owner = nil
            case .cancelled:
                if owner == .sheet { driver.touchCancelled(at: time) }
                owner = nil
            }
            self.driver = driver
            run()
        }

        /// The first scroll view in `view`'s tree, depth first, that is not a text view.
        private static func firstScrollView(in view: UIView) -> UIScrollView? {
            if let scroll = view as? UIScrollView, !(scroll is UITextView) { return scroll }
            for child in view.subviews {
                if let found = firstScrollView(in: child) { return found }
            }
            return nil
        }
    }

    /// The sheet's root view: a touch the engine leaves to the page goes to the presenting
    /// view (a modal's own views would otherwise take every touch on the screen).
    @MainActor
    final class SheetRootView: UIView {
        /// The view a touch at a point goes to instead, or `.none` to hit-test as usual.
        var forwards: ((CGPoint) -> UIView??)?

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if let forwarded = forwards?(point), let target = forwarded { return target }
            return super.hitTest(point, with: event)
        }
    }

    extension CGRect {
        /// The engine's rectangle in UIKit's points.
        init(_ rect: SheetRect) {
            self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    /// Every touch in the sheet's window, handed on as it comes. It recognizes only once the
    /// engine takes the press as a drag (`claim()`), so until then the content's own controls
    /// and scroll view get their touches; nothing prevents it from seeing them all.
    @MainActor
    final class SheetTouches: UIGestureRecognizer {
        enum Phase { case began, moved, ended, cancelled }
        private let handler: (Phase, CGPoint, TimeInterval) -> Void
        private weak var tracked: UITouch?

        init(handler: @escaping (Phase, CGPoint, TimeInterval) -> Void) {
            self.handler = handler
            super.init(target: nil, action: nil)
        }

        /// The press is the sheet's: recognized, it cancels the content's touches.
        func claim() {
            if state == .possible { state = .began }
        }

        override func canBePrevented(by preventing: UIGestureRecognizer) -> Bool { false }
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            guard tracked == nil, let touch = touches.first else { return }
            tracked = touch
            handler(.began, touch.location(in: view), touch.timestamp)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let touch = tracked, touches.contains(touch) else { return }
            handler(.moved, touch.location(in: view), touch.timestamp)
            if state == .began || state == .changed { state = .changed }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let touch = tracked, touches.contains(touch) else { return }
            tracked = nil
            handler(.ended, touch.location(in: view), touch.timestamp)
            state = state == .possible ? .failed : .ended
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let touch = tracked, touches.contains(touch) else { return }
            tracked = nil
            handler(.cancelled, touch.location(in: view), touch.timestamp)
            state = state == .possible ? .failed : .cancelled
        }

        override func reset() {
            super.reset()
            tracked = nil
        }
    }
#endif
