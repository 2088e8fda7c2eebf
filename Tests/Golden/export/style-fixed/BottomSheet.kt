// Exported by SheetLab 0.1.0: --style fixed
// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays usable and a tap on it
// does not close the sheet (SheetLab dims at 0.5); not expressible.
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
// Released, Android Views lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import android.content.res.ColorStateList
import android.graphics.Color
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
    // A MaterialShapeDrawable has no fill of its own: white, as the XML's background.
    sheet.background = MaterialShapeDrawable(shape).apply {
        fillColor = ColorStateList.valueOf(Color.WHITE)
    }
    // SheetLab starts on the page: hidden; show it with behavior.state = BottomSheetBehavior.STATE_COLLAPSED.
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
    // Once resting on screen, SheetLab's sheet is not dragged closed.
    behavior.addBottomSheetCallback(object : BottomSheetBehavior.BottomSheetCallback() {
        override fun onStateChanged(bottomSheet: View, newState: Int) {
            when (newState) {
                BottomSheetBehavior.STATE_COLLAPSED, BottomSheetBehavior.STATE_HALF_EXPANDED,
                BottomSheetBehavior.STATE_EXPANDED -> behavior.isHideable = false
            }
        }
        override fun onSlide(bottomSheet: View, slideOffset: Float) {}
    })
}

/** Closes the sheet from code (its button): hidden, as on the page. */
fun hideTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    behavior.isHideable = true
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
}

// Not expressed by BottomSheetBehavior (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   dimAlpha = 0.5
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt

// Not read by --style fixed (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, cornerRadius, glassBlur,
//   grabberWidth, grabberHeight, cardScale, snapDuration, velocityWindow, dismissProgress,
//   halfFraction, cardTop, peekHeight
