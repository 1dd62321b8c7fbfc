// JAX-RS resource that imports a print shop customer's zipped artwork bundle into an order folder
package com.printshop.orders;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

class ArtworkBundleExtractor {
    private final java.nio.file.Path ordersRoot;

    ArtworkBundleExtractor(java.nio.file.Path ordersRoot) {
        this.ordersRoot = ordersRoot;
    }

    List<String> extract(long orderId, InputStream zipStream) throws IOException {
        java.nio.file.Path dest = ordersRoot.resolve(Long.toString(orderId)).toAbsolutePath().normalize();
        Files.createDirectories(dest);
        List<String> written = new ArrayList<>();
        try (ZipInputStream zis = new ZipInputStream(zipStream)) {
            ZipEntry entry;
            while ((entry = zis.getNextEntry()) != null) {
                String name = entry.getName();
                java.nio.file.Path target = dest.resolve(name).normalize();
                if (entry.isDirectory() || !target.startsWith(dest)) {
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.copy(zis, target, StandardCopyOption.REPLACE_EXISTING);
                written.add(name);
            }
        }
        return written;
    }
}

@Path("/orders/{orderId}/artwork")
public class ArtworkImportResource {
    private final ArtworkBundleExtractor extractor =
            new ArtworkBundleExtractor(java.nio.file.Path.of("/srv/printshop/orders"));

    @POST
    @Consumes("application/zip")
    public Response importBundle(@PathParam("orderId") long orderId, InputStream body) {
        try {
            List<String> files = extractor.extract(orderId, body);
            return Response.ok(files).build();
        } catch (IOException e) {
            return Response.status(422).entity("bad archive").build();
        }
    }
}
