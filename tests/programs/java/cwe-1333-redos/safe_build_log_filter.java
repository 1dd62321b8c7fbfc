// JAX-RS resource that filters a finished CI job's log by a pattern typed into the log viewer.
package dev.buildyard.server.logs;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;

@Path("/jobs/{jobId}/log")
public class LogFilterResource {

    private final LogArchive archive;

    public LogFilterResource(LogArchive archive) {
        this.archive = archive;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response filter(@PathParam("jobId") long jobId, @QueryParam("grep") String grep) throws IOException {
        List<String> lines = archive.lines(jobId);
        if (grep == null || grep.isEmpty()) {
            return Response.ok(lines).build();
        }
        if (grep.length() > 256) {
            return Response.status(Response.Status.BAD_REQUEST).entity("pattern too long").build();
        }
        Pattern pattern;
        try {
            pattern = Pattern.compile(grep);
        } catch (PatternSyntaxException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity("invalid pattern").build();
        }
        List<String> hits = lines.stream()
                .filter(line -> pattern.matcher(line).find())
                .limit(5000)
                .collect(Collectors.toList());
        return Response.ok(hits).build();
    }

    public interface LogArchive {
        List<String> lines(long jobId) throws IOException;
    }
}
