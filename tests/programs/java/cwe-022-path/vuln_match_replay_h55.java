// Spring controller and storage service that stream recorded match replay files for a regional football league
package league.replays;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.PathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

class ReplayNotFoundException extends Exception {
    ReplayNotFoundException(String msg) { super(msg); }
}

@Component
class ReplayStorage {
    private final Path root;

    ReplayStorage(@Value("${league.replays.dir:/var/league/replays}") String dir) {
        this.root = Paths.get(dir).toAbsolutePath();
    }

    Path locate(String season, String file) throws ReplayNotFoundException {
        Path candidate = root.resolve(season).resolve(file);
        if (!candidate.toString().startsWith(root.toString())) {
            throw new ReplayNotFoundException("outside replay archive");
        }
        if (!Files.isRegularFile(candidate)) {
            throw new ReplayNotFoundException("no such replay");
        }
        return candidate;
    }
}

@RestController
class ReplayController {
    private final ReplayStorage storage;

    ReplayController(ReplayStorage storage) {
        this.storage = storage;
    }

    @GetMapping("/replays")
    ResponseEntity<Resource> download(@RequestParam String season, @RequestParam String file) throws IOException {
        try {
            Path replay = storage.locate(season, file);
            return ResponseEntity.ok()
                    .header("Content-Disposition", "attachment; filename=\"" + replay.getFileName() + "\"")
                    .contentLength(Files.size(replay))
                    .body(new PathResource(replay));
        } catch (ReplayNotFoundException e) {
            return ResponseEntity.notFound().build();
        }
    }
}
