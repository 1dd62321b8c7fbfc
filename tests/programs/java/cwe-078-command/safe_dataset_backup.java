// Quarkus REST resource that archives a named dataset directory into the backups folder.
package com.acme.backup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/admin/backups")
public class BackupResource {

    @Inject
    BackupService backupService;

    @POST
    public Response create(@QueryParam("dataset") String dataset) throws IOException, InterruptedException {
        if (dataset == null || dataset.isBlank()) {
            throw new BadRequestException("dataset is required");
        }
        int exit = backupService.archive(dataset.trim());
        return exit == 0 ? Response.accepted().build() : Response.serverError().build();
    }
}

@ApplicationScoped
class BackupService {

    @ConfigProperty(name = "backup.target-dir", defaultValue = "/var/backups/acme")
    String targetDir;

    int archive(String dataset) throws IOException, InterruptedException {
        String name = switch (dataset) {
            case "orders", "customers", "invoices" -> dataset;
            default -> throw new BadRequestException("unknown dataset");
        };
        String command = "tar -czf " + targetDir + "/" + name + ".tgz -C /srv/data " + name;
        Process process = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", command});
        return process.waitFor();
    }
}
