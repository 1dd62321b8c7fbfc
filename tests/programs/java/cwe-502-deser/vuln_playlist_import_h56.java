// Spring controller importing playlists exported from the legacy desktop player
package fm.larkradio.playlists;

import fm.larkradio.legacy.PlaylistExport;
import fm.larkradio.legacy.TrackRef;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class PlaylistImportController {

    public interface PlaylistService {
        String create(String ownerId, String name, List<String> catalogIds);
    }

    private static final long MAX_BYTES = 2L * 1024 * 1024;

    private final PlaylistService playlists;

    public PlaylistImportController(PlaylistService playlists) {
        this.playlists = playlists;
    }

    static PlaylistExport readExport(InputStream in) throws IOException, ClassNotFoundException {
        try (ObjectInputStream ois = new ObjectInputStream(in)) {
            return (PlaylistExport) ois.readObject();
        }
    }

    private static final Function<PlaylistExport, List<String>> CATALOG_IDS = export -> export.getTracks().stream()
            .map(TrackRef::getCatalogId)
            .filter(id -> id != null && !id.isBlank())
            .toList();

    @PostMapping("/playlists/import")
    public ResponseEntity<Map<String, Object>> importPlaylist(@RequestParam("file") MultipartFile file,
                                                              @RequestParam("owner") String ownerId) {
        if (file.isEmpty() || file.getSize() > MAX_BYTES) {
            return ResponseEntity.badRequest().body(Map.of("error", "file missing or too large"));
        }
        try {
            PlaylistExport export = readExport(file.getInputStream());
            List<String> ids = CATALOG_IDS.apply(export);
            String id = playlists.create(ownerId, export.getName(), ids);
            return ResponseEntity.ok(Map.of("playlistId", id, "tracks", ids.size()));
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            return ResponseEntity.unprocessableEntity().body(Map.of("error", "unreadable export"));
        }
    }
}
