// Controller that restores a player's uploaded cloud-save snapshot into their game profile.
package com.pixelforge.saves;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class CloudSaveController {

    private static final long MAX_SAVE_BYTES = 256 * 1024;
    private static final ObjectInputFilter SAVE_FILTER = ObjectInputFilter.Config.createFilter(
            "com.pixelforge.saves.SaveState;com.pixelforge.saves.InventorySlot;"
                    + "java.util.ArrayList;java.lang.String;maxdepth=8;maxrefs=5000;maxbytes=262144;!*");

    private final ProfileService profiles;

    public CloudSaveController(ProfileService profiles) {
        this.profiles = profiles;
    }

    @PostMapping("/players/{playerId}/saves")
    public ResponseEntity<String> restore(@PathVariable long playerId,
                                          @RequestParam("snapshot") MultipartFile snapshot)
            throws IOException, ClassNotFoundException {
        if (snapshot.getSize() > MAX_SAVE_BYTES) {
            return ResponseEntity.badRequest().body("save file too large");
        }
        Object decoded;
        try (ObjectInputStream in = new ObjectInputStream(snapshot.getInputStream())) {
            in.setObjectInputFilter(SAVE_FILTER);
            decoded = in.readObject();
        } catch (InvalidClassException rejected) {
            return ResponseEntity.badRequest().body("not a save file");
        }
        if (!(decoded instanceof SaveState state)) {
            return ResponseEntity.badRequest().body("not a save file");
        }
        profiles.applySave(playerId, state);
        return ResponseEntity.ok("restored level " + state.getLevel());
    }
}
