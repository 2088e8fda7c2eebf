#ifndef SHEETLAB_CSDL2_DECODE_H
#define SHEETLAB_CSDL2_DECODE_H

// PNG and JPEG decoding straight into the one ARGB8888 buffer SheetLab keeps (no second copy
// to convert), with every complaint of the libraries kept as the reason a file is refused:
// libjpeg's warnings about corrupt data are errors here, where SDL_image would draw grey or
// garbage and say nothing.

#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <png.h>
#include <jpeglib.h>

/// Decodes a PNG file's `size` bytes into `pixels` (ARGB8888 in memory order B, G, R, A;
/// rows `pitch` bytes apart), which holds `width` x `height` pixels: the size the caller read
/// from the header. Returns 0, or -1 with the reason in `message`.
static inline int sheetlab_decode_png(
    const unsigned char *data, size_t size, unsigned char *pixels, int width, int height,
    int pitch, char *message, size_t messageSize) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(message, messageSize, "%s", image.message);
        png_image_free(&image);
        return -1;
    }
    if ((int)image.width != width || (int)image.height != height) {
        snprintf(message, messageSize, "decoder reads %ux%u pixels, not the header's %dx%d",
            image.width, image.height, width, height);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_BGRA;
    if (!png_image_finish_read(&image, NULL, pixels, pitch, NULL)) {
        snprintf(message, messageSize, "%s", image.message);
        png_image_free(&image);
        return -1;
    }
    // libpng's simplified reader stops at the last row; a warning (a bad CRC in an ancillary
    // chunk) is kept in the message with PNG_IMAGE_WARNING set and the pixels are sound.
    png_image_free(&image);
    return 0;
}

/// libjpeg's error manager, with the way back out of the decoder and the first complaint.
struct sheetlab_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    char message[JMSG_LENGTH_MAX];
    int complained;
};

/// libjpeg gives up: keep its message and leave the decoder.
static inline void sheetlab_jpeg_exit(j_common_ptr info) {
    struct sheetlab_jpeg_error *error = (struct sheetlab_jpeg_error *)info->err;
    if (!error->complained) {
        info->err->format_message(info, error->message);
        error->complained = 1;
    }
    longjmp(error->back, 1);
}

/// libjpeg warns (level -1): corrupt data it would paper over. Kept; the decode fails.
static inline void sheetlab_jpeg_message(j_common_ptr info, int level) {
    struct sheetlab_jpeg_error *error = (struct sheetlab_jpeg_error *)info->err;
    if (level < 0 && !error->complained) {
        info->err->format_message(info, error->message);
        error->complained = 1;
    }
}

/// Decodes a JPEG file's `size` bytes into `pixels` as `sheetlab_decode_png` does. The
/// decoder's own working memory (a progressive file keeps every coefficient) is held to
/// `workingBytes`. A warning about corrupt data fails the decode. Returns 0, or -1 with the
/// reason in `message`.
static inline int sheetlab_decode_jpeg(
    const unsigned char *data, size_t size, unsigned char *pixels, int width, int height,
    int pitch, long workingBytes, char *message, size_t messageSize) {
    struct jpeg_decompress_struct info;
    struct sheetlab_jpeg_error error;
    memset(&info, 0, sizeof info);
    memset(&error, 0, sizeof error);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = sheetlab_jpeg_exit;
    error.manager.emit_message = sheetlab_jpeg_message;
    if (setjmp(error.back)) {
        snprintf(message, messageSize, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = workingBytes;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height) {
        snprintf(message, messageSize, "decoder reads %ux%u pixels, not the header's %dx%d",
            info.output_width, info.output_height, width, height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height && !error.complained) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)pitch;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (!error.complained) jpeg_finish_decompress(&info);
    if (error.complained) {
        snprintf(message, messageSize, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_destroy_decompress(&info);
    return 0;
}

#endif
