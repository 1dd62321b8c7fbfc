// A carousel restorer project file import program of the h76 set (cwe-502-deser).
package com.brassringrestorations.projects;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Map;
import org.apache.commons.io.serialization.ValidatingObjectInputStream;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

class PartRecord implements Serializable {
    private static final long serialVersionUID = 1L;
    String code;
    String finish;
}

class RestorationProject implements Serializable {
    private static final long serialVersionUID = 3L;
    String horseName;
    String workshop;
    int carvedYear;
    ArrayList<PartRecord> parts = new ArrayList<>();
}

interface ProjectImporter {
    RestorationProject read(InputStream in) throws IOException;
}

class SerializedProjectImporter implements ProjectImporter {
    @Override
    public RestorationProject read(InputStream in) throws IOException {
        try (ValidatingObjectInputStream ois = new ValidatingObjectInputStream(in)) {
            ois.accept(RestorationProject.class, PartRecord.class, ArrayList.class, String.class);
            return (RestorationProject) ois.readObject();
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new IOException("not a restoration project file", e);
        }
    }
}

class CsvProjectImporter implements ProjectImporter {
    @Override
    public RestorationProject read(InputStream in) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String[] header = reader.readLine().split(",");
        RestorationProject project = new RestorationProject();
        project.horseName = header[0].trim();
        project.workshop = header[1].trim();
        project.carvedYear = Integer.parseInt(header[2].trim());
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            String[] cols = line.split(",");
            PartRecord part = new PartRecord();
            part.code = cols[0].trim();
            part.finish = cols.length > 1 ? cols[1].trim() : "";
            project.parts.add(part);
        }
        return project;
    }
}

@RestController
class ProjectImportController {
    private static final Map<String, ProjectImporter> IMPORTERS = Map.of(
            "rproj", new SerializedProjectImporter(),
            "csv", new CsvProjectImporter());

    @PostMapping("/projects/import")
    ResponseEntity<Map<String, Object>> importProject(@RequestParam("file") MultipartFile file) throws IOException {
        String name = file.getOriginalFilename() == null ? "" : file.getOriginalFilename();
        String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase();
        ProjectImporter importer = IMPORTERS.get(extension);
        if (importer == null) {
            return ResponseEntity.status(400).body(Map.of("error", "unsupported project file"));
        }
        try (InputStream in = file.getInputStream()) {
            RestorationProject project = importer.read(in);
            return ResponseEntity.ok(Map.of(
                    "horse", project.horseName,
                    "workshop", project.workshop,
                    "parts", project.parts.size()));
        } catch (IOException | RuntimeException e) {
            return ResponseEntity.unprocessableEntity().body(Map.of("error", "project file could not be read"));
        }
    }
}
