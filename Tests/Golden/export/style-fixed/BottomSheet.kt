// Exported by SheetLab 0.1.0: --style fixed
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
import android.view.View
import com.google.android.material.bottomsheet.BottomSheetBehavior
import com.google.android.material.shape.CornerFamily
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel

/** Sets up R.id.bottom_sheet as tuned in SheetLab (panel, lowest first). */
fun setUpTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    val density = sheet.resources.displayMetrics.density
    val shape = ShapeAppearanceModel.builder()
        .setTopLeftCorner(CornerFamily.ROUNDED, 0f * density)
        .setTopRightCorner(CornerFamily.ROUNDED, 0f * density)
        .build()
    sheet.background = MaterialShapeDrawable(shape)
    // The CoordinatorLayout fills the window: its height is the window's, in px.
    val parent = sheet.parent as View
    parent.post {
        behavior.state = BottomSheetBehavior.STATE_COLLAPSED
    }
}

// Not expressed by BottomSheetBehavior (build by hand if needed):
//   window = 390x844 pt
//   device = none
//   style = fixed
//   dimAlpha = 0.5
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt
//   fps = 60

// Not read by --style fixed (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   detents, defaultHeight, dismissHeight, topInset, fullscreenVelocity, fullscreenFraction,
//   cornerRadius, cardScale, snapDuration, velocityWindow, dismissProgress, halfFraction, cardTop,
//   peekHeight
