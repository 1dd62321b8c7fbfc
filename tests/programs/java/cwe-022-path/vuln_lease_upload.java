// Accepts signed lease document uploads for a rental unit and stores them on the document volume
package com.keystoneprop.leasing.docs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

record StoredDocument(long leaseId, String storedName, long size) {}

@Component
class LeaseDocumentStorage {
    private final Path root;

    LeaseDocumentStorage(@Value("${leasing.documents.root}") String root) {
        this.root = Path.of(root);
    }

    StoredDocument save(long leaseId, String fileName, InputStream content) throws IOException {
        Path target = Files.createDirectories(root.resolve(Long.toString(leaseId))).resolve(fileName);
        long size = Files.copy(content, target);
        return new StoredDocument(leaseId, fileName, size);
    }
}

@Service
class LeaseDocumentService {
    private static final Set<String> ALLOWED = Set.of("pdf", "docx", "png", "jpg");
    private final LeaseDocumentStorage storage;

    LeaseDocumentService(LeaseDocumentStorage storage) {
        this.storage = storage;
    }

    StoredDocument upload(long leaseId, MultipartFile file) throws IOException {
        String original = file.getOriginalFilename() == null ? "" : file.getOriginalFilename();
        String ext = original.substring(original.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        if (!ALLOWED.contains(ext)) {
            throw new IllegalArgumentException("unsupported document type");
        }
        try (InputStream in = file.getInputStream()) {
            return storage.save(leaseId, original, in);
        }
    }
}

@RestController
class LeaseDocumentController {
    private final LeaseDocumentService service;

    LeaseDocumentController(LeaseDocumentService service) {
        this.service = service;
    }

    @PostMapping("/leases/{leaseId}/documents")
    StoredDocument upload(@PathVariable long leaseId, @RequestParam("file") MultipartFile file) throws IOException {
        return service.upload(leaseId, file);
    }
}
