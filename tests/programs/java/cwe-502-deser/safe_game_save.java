// Restores a player's cloud save slot from an uploaded serialized save file
package com.pixelforge.saves;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

class SaveGame implements Serializable {
    private static final long serialVersionUID = 3L;
    String playerId;
    int level;
    long gold;
    String[] unlockedZones;
}

record SlotKey(String playerId, int slot) {}

class SaveCodec {
    private static final ObjectInputFilter SAVE_FILTER = ObjectInputFilter.Config.createFilter(
        "maxdepth=4;maxarray=64;maxbytes=524288;com.pixelforge.saves.SaveGame;java.lang.String;!*");

    SaveGame decode(byte[] data) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(data))) {
            in.setObjectInputFilter(SAVE_FILTER);
            return (SaveGame) in.readObject();
        }
    }
}

@Service
class SaveSlotService {
    private final SaveCodec codec = new SaveCodec();
    private final Map<SlotKey, SaveGame> slots = new ConcurrentHashMap<>();

    int restore(String playerId, int slot, byte[] upload) throws IOException, ClassNotFoundException {
        if (slot < 0 || slot > 4 || upload.length > 512 * 1024) {
            throw new IllegalArgumentException("invalid slot or size");
        }
        SaveGame save = codec.decode(upload);
        if (!playerId.equals(save.playerId)) {
            throw new IllegalArgumentException("save belongs to another player");
        }
        slots.put(new SlotKey(playerId, slot), save);
        return save.level;
    }
}

@RestController
class SaveSlotController {
    private final SaveSlotService service;

    SaveSlotController(SaveSlotService service) {
        this.service = service;
    }

    @PostMapping(value = "/players/{playerId}/slots/{slot}", consumes = "application/octet-stream")
    int upload(@PathVariable String playerId, @PathVariable int slot, @RequestBody byte[] body) throws Exception {
        return service.restore(playerId, slot, body);
    }
}
