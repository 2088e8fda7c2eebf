// Exported by SheetLab 0.1.0: --style card
// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays usable and a tap on it
// does not close the sheet (SheetLab dims at 0.3); not expressible.
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
// Released, Android Views lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture             SheetLab  Android Views
//   slow-down-from-top  dismiss   open
import android.content.res.ColorStateList
import android.graphics.Color
import android.view.View
import com.google.android.material.bottomsheet.BottomSheetBehavior
import com.google.android.material.shape.CornerFamily
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel

/** Sets up R.id.bottom_sheet as tuned in SheetLab (open, lowest first). */
fun setUpTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    val density = sheet.resources.displayMetrics.density
    val shape = ShapeAppearanceModel.builder()
        .setTopLeftCorner(CornerFamily.ROUNDED, 8f * density)
        .setTopRightCorner(CornerFamily.ROUNDED, 8f * density)
        .build()
    // A MaterialShapeDrawable has no fill of its own: white, as the XML's background.
    sheet.background = MaterialShapeDrawable(shape).apply {
        fillColor = ColorStateList.valueOf(Color.WHITE)
    }
    // SheetLab starts on the page: hidden; show it with behavior.state = BottomSheetBehavior.STATE_COLLAPSED.
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
    // The CoordinatorLayout fills the window: its height is the window's, in px.
    val parent = sheet.parent as View
    parent.post {
        val window = parent.height.toFloat()
        behavior.peekHeight = (window - 40f * density).toInt()
        sheet.layoutParams = sheet.layoutParams.apply { height = (window - 40f * density).toInt() }
    }
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
//   dimAlpha = 0.3
//   cardScale = 0.92
//   presentDuration = 0.5 s
//   dimDuration = 0.5 s
//   dimOutDuration = 0.5 s
//   snapDuration = 0.5 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.25

// Not read by --style card (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, glassBlur, grabberWidth,
//   grabberHeight, panelHeight, halfFraction, peekHeight
