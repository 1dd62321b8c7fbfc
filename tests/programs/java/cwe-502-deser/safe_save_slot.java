// Game server servlet that restores a player's uploaded save slot into their profile
package gg.arenacore.saves;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/players/saves/restore")
public class SaveRestoreServlet extends HttpServlet {

    private static final long MAX_SAVE_BYTES = 2L * 1024 * 1024;
    private static final ObjectInputFilter SAVE_FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=8;maxrefs=10000;maxbytes=2097152;"
                    + "gg.arenacore.saves.SaveGame;gg.arenacore.saves.InventoryItem;"
                    + "java.lang.String;java.lang.Integer;java.lang.Number;java.lang.Enum;!*");

    private final SaveRepository repository = SaveRepository.instance();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String playerId = (String) req.getSession().getAttribute("playerId");
        if (playerId == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        if (req.getContentLengthLong() > MAX_SAVE_BYTES) {
            resp.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            return;
        }
        SaveGame save;
        try {
            save = readSave(req.getInputStream());
        } catch (ClassNotFoundException | ClassCastException | java.io.InvalidClassException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unrecognised save format");
            return;
        }
        repository.store(playerId, save);
        resp.setContentType("application/json");
        resp.getWriter().printf("{\"slot\":%d,\"level\":%d}", save.slot(), save.level());
    }

    private static SaveGame readSave(InputStream body) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(body)) {
            in.setObjectInputFilter(SAVE_FILTER);
            return (SaveGame) in.readObject();
        }
    }
}
