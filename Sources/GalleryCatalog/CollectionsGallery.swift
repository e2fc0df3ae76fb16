import Matchers

func collectionsGallery() -> GallerySection {
    GallerySection("Collections", [])
}
