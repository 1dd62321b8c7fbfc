// A varnish upload program of the h63 set (cwe-022-path).
package org.scrollworks.atelier.photos;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Set;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

final class PhotoUpload {
    private final String serial;
    private final String fileName;
    private final String contentType;
    private final byte[] content;

    PhotoUpload(String serial, String fileName, String contentType, byte[] content) {
        this.serial = serial;
        this.fileName = fileName;
        this.contentType = contentType;
        this.content = content;
    }

    String getSerial() { return serial; }
    String getFileName() { return fileName; }
    String getContentType() { return contentType; }
    byte[] getContent() { return content; }
}

interface PhotoStorage {
    Path store(PhotoUpload upload) throws IOException;
}

@Component
class LocalDiskPhotoStorage implements PhotoStorage {
    private final Path root;

    LocalDiskPhotoStorage(@Value("${atelier.photo-root}") String root) { this.root = Paths.get(root); }

    @Override
    public Path store(PhotoUpload upload) throws IOException {
        Path instrumentDir = root.resolve(upload.getSerial());
        Files.createDirectories(instrumentDir);
        Path target = instrumentDir.resolve(upload.getFileName());
        return Files.write(target, upload.getContent());
    }
}

@Service
class VarnishLogService {
    private static final Set<String> IMAGE_TYPES = Set.of("image/jpeg", "image/png");
    private final PhotoStorage storage;

    VarnishLogService(PhotoStorage storage) { this.storage = storage; }

    Path recordCoat(PhotoUpload upload) throws IOException {
        if (!upload.getSerial().matches("[A-Z]{2}\\d{4}")) {
            throw new IllegalArgumentException("serial must look like VN0412");
        }
        if (!IMAGE_TYPES.contains(upload.getContentType())) {
            throw new IllegalArgumentException("only JPEG or PNG photos");
        }
        return storage.store(upload);
    }
}

@RestController
@RequestMapping("/api/instruments")
class VarnishPhotoController {
    private final VarnishLogService service;

    VarnishPhotoController(VarnishLogService service) { this.service = service; }

    @PostMapping("/{serial}/varnish-photos")
    ResponseEntity<Void> upload(@PathVariable("serial") String serial,
                                @RequestParam("photo") MultipartFile photo) throws IOException {
        PhotoUpload upload = new PhotoUpload(serial, photo.getOriginalFilename(),
                photo.getContentType(), photo.getBytes());
        try {
            service.recordCoat(upload);
            return ResponseEntity.status(HttpStatus.CREATED).build();
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().build();
        }
    }
}
