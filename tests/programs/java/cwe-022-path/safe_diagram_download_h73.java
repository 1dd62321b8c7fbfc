// A diagram download program of the h73 set (cwe-022-path).
package studio.paperfold.courses;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

@jakarta.ws.rs.Path("/courses/{course}/diagrams")
public class DiagramResource {

    private static final Path DIAGRAMS =
            Path.of("/srv/paperfold/diagrams").toAbsolutePath().normalize();

    /**
     * Diagram names come from the course page links, which encode them a second time
     * because some models have names like "Crane & Frog (variation 2).pdf".
     */
    @GET
    @jakarta.ws.rs.Path("/file")
    @Produces({"application/pdf", "image/svg+xml"})
    public Response download(@PathParam("course") String course, @QueryParam("name") String name) throws IOException {
        if (name == null || name.isBlank()) {
            throw new WebApplicationException("name is required", 400);
        }
        String courseDir = course.strip().toLowerCase(Locale.ROOT).replace(' ', '-');
        String fileName = URLDecoder.decode(name, StandardCharsets.UTF_8).strip();

        // keep people inside the course folder
        Path courseRoot = DIAGRAMS.resolve(courseDir).normalize();
        Path file = courseRoot.resolve(fileName).normalize();
        if (!courseRoot.startsWith(DIAGRAMS) || !file.startsWith(courseRoot)) {
            throw new WebApplicationException("invalid diagram name", 400);
        }

        if (!Files.isRegularFile(file)) {
            throw new NotFoundException("no such diagram: " + fileName);
        }

        String type = fileName.toLowerCase(Locale.ROOT).endsWith(".svg") ? "image/svg+xml" : "application/pdf";
        StreamingOutput body = out -> Files.copy(file, out);
        return Response.ok(body, type)
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        "attachment; filename=\"" + file.getFileName().toString().replace("\"", "") + "\"")
                .header(HttpHeaders.CONTENT_LENGTH, Files.size(file))
                .build();
    }
}
