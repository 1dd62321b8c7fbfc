// the upload's name goes through FilenameUtils.getName and into a path under a fixed folder
import java.io.IOException;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.FilenameUtils;

public class ThumbnailServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = FilenameUtils.getName(request.getParameter("image"));
        String out = Paths.get("/srv/thumbs", name + ".png").toString();
        new ProcessBuilder("convert", "/srv/uploads/" + name, out).start();
        response.setStatus(204);
    }
}
