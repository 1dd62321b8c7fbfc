// JAX-RS resource that serves stored radiology thumbnails for a clinic's imaging viewer.
package org.northclinic.imaging.api;

import java.io.File;
import java.util.regex.Pattern;

import javax.ws.rs.DefaultValue;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Response;

@Path("/studies")
public class ThumbnailResource {

    private static final Pattern STUDY_ID = Pattern.compile("^[0-9]{4,12}$");
    private static final Pattern SERIES_FILE = Pattern.compile("^s[0-9]{1,3}\\.png$");

    private final File storeRoot =
            new File(System.getProperty("imaging.store", "/var/lib/imaging/thumbs"));

    @GET
    @Path("/{studyId}/thumbnail")
    @Produces("image/png")
    public Response thumbnail(@PathParam("studyId") String studyId,
                              @QueryParam("series") @DefaultValue("s1.png") String series) {
        ThumbRequest req = new ThumbRequest(studyId, series);
        if (!isWellFormed(req)) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        File png = locate(req);
        if (!png.isFile()) {
            return Response.status(Response.Status.NOT_FOUND).build();
        }
        return Response.ok(png).header("Cache-Control", "private, max-age=300").build();
    }

    private static boolean isWellFormed(ThumbRequest req) {
        return STUDY_ID.matcher(req.studyId).matches() && SERIES_FILE.matcher(req.series).matches();
    }

    private File locate(ThumbRequest req) {
        File studyDir = new File(storeRoot, req.studyId);
        return new File(studyDir, req.series);
    }

    static final class ThumbRequest {
        final String studyId;
        final String series;

        ThumbRequest(String studyId, String series) {
            this.studyId = studyId.trim();
            this.series = series.trim();
        }
    }
}
