// A mould import program of the h67 set (cwe-502-deser).
// bell founders: import a saved bell-profile design file exported from the foundry's desktop strickle tool
package uk.foundry.moulds;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RequestPart;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@SpringBootApplication
public class MouldLibraryApplication {
    public static void main(String[] args) {
        SpringApplication.run(MouldLibraryApplication.class, args);
    }
}

class ProfilePoint implements Serializable {
    private static final long serialVersionUID = 1L;
    double heightMm;
    double radiusMm;
}

class BellDesign implements Serializable {
    private static final long serialVersionUID = 3L;
    String designName;
    String note;
    double weightKg;
    List<ProfilePoint> strickleProfile;
}

record ImportSummary(String designName, String note, double weightKg, int profilePoints) {
}

@Service
class DesignLibrary {

    private final Map<String, BellDesign> designs = new ConcurrentHashMap<>();

    ImportSummary importDesign(String ringCode, InputStream file) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(file)) {
            Object read = in.readObject();
            if (!(read instanceof BellDesign design)) {
                throw new IOException("File does not contain a bell design");
            }
            designs.put(ringCode + "/" + design.designName, design);
            return new ImportSummary(design.designName, design.note, design.weightKg,
                    design.strickleProfile == null ? 0 : design.strickleProfile.size());
        }
    }
}

@Validated
@RestController
class DesignImportController {

    private final DesignLibrary library;

    DesignImportController(DesignLibrary library) {
        this.library = library;
    }

    @PostMapping("/designs/import")
    ResponseEntity<ImportSummary> importDesign(
            @RequestParam @NotBlank @Pattern(regexp = "R[0-9]{3}") String ringCode,
            @RequestPart("design") MultipartFile design) throws Exception {
        if (design.isEmpty() || design.getSize() > 2_000_000) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(library.importDesign(ringCode, design.getInputStream()));
    }
}
