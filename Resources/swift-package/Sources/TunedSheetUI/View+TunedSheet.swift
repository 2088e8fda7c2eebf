#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit
    import TunedSheet

    extension View {
        /// Presents `content` in the tuned sheet while `isPresented` is true, SheetLab's
        /// engine deciding every landing; a drag or tap that dismisses it sets `isPresented`
        /// back to false, and setting it false lets the sheet fall away.
        public func tunedSheet<Content: View>(
            isPresented: Binding<Bool>, tuning: Tuning = .tuned,
            onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            background {
                TunedSheetPresenter(
                    isPresented: isPresented, tuning: tuning, onDismiss: onDismiss,
                    content: content)
            }
        }
    }

    /// Presents a `TunedSheetController` hosting the SwiftUI content from where the modifier
    /// sits, and follows `isPresented` both ways.
    struct TunedSheetPresenter<Content: View>: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        let tuning: Tuning
        let onDismiss: (() -> Void)?
        let content: () -> Content

        func makeUIViewController(context: Context) -> TunedSheetHost { TunedSheetHost() }

        func updateUIViewController(_ host: TunedSheetHost, context: Context) {
            let shown = host.sheet
            if isPresented, let shown {
                (shown.content as? UIHostingController<Content>)?.rootView = content()
            } else if isPresented {
                let sheet = TunedSheetController(
                    content: UIHostingController(rootView: content()), tuning: tuning)
                let presented = $isPresented
                let dismissed = onDismiss
                sheet.onDismiss = {
                    presented.wrappedValue = false
                    dismissed?()
                }
                host.sheet = sheet
                host.show(sheet)
            } else if let shown {
                host.pending = nil
                shown.dismissSheet()
            }
        }
    }

    /// Where the modifier presents from: it keeps its own sheet (another modifier's is not
    /// its), and waits for a window before presenting (`isPresented` true from the start).
    @MainActor
    final class TunedSheetHost: UIViewController {
        weak var sheet: TunedSheetController?
        var pending: TunedSheetController?

        func show(_ sheet: TunedSheetController) {
            guard viewIfLoaded?.window != nil else {
                pending = sheet
                return
            }
            present(sheet, animated: false)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let pending {
                self.pending = nil
                present(pending, animated: false)
            }
        }
    }
#endif
