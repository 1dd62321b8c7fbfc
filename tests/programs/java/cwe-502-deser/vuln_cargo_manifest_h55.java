// Jakarta servlet that receives serialized cargo manifests from legacy terminal operating systems at a seaport
package port.manifests;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

class ContainerEntry implements Serializable {
    private static final long serialVersionUID = 3L;
    String containerNo;
    String hsCode;
    double grossKg;
}

class CargoManifest implements Serializable {
    private static final long serialVersionUID = 7L;
    String voyage;
    String vesselImo;
    ArrayList<ContainerEntry> containers = new ArrayList<>();
}

final class ManifestReader implements AutoCloseable {
    private final ObjectInputStream in;

    ManifestReader(InputStream raw) throws IOException {
        this.in = new ObjectInputStream(raw);
    }

    CargoManifest read() throws IOException, ClassNotFoundException {
        Object obj = in.readObject();
        if (!(obj instanceof CargoManifest manifest)) throw new IOException("not a cargo manifest");
        return manifest;
    }

    @Override public void close() throws IOException { in.close(); }
}

@WebServlet("/terminal/manifests")
class ManifestIntakeServlet extends HttpServlet {
    private final List<String> received = new ArrayList<>();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (!"application/x-java-serialized-object".equals(req.getContentType())) {
            resp.sendError(415);
            return;
        }
        try (ManifestReader reader = new ManifestReader(req.getInputStream())) {
            CargoManifest manifest = reader.read();
            synchronized (received) { received.add(manifest.voyage); }
            resp.setContentType("text/plain");
            resp.getWriter().println("accepted " + manifest.containers.size() + " containers");
        } catch (ClassNotFoundException | ClassCastException e) {
            resp.sendError(400, "unreadable manifest");
        }
    }
}
