import GalleryCatalog

print(galleryText(), terminator: "")
