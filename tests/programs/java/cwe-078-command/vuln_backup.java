// Micronaut controller that triggers a database dump for the named schema
package com.example.backup;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import java.io.IOException;

@Controller("/backup")
public class BackupController {

    @Post("/dump")
    public String dump(@QueryValue String schema) throws IOException, InterruptedException {
        String shell = "pg_dump -n " + schema + " shopdb > /backups/" + schema + ".sql";
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/bash", "-c", shell});
        int rc = p.waitFor();
        return rc == 0 ? "ok" : "failed: " + rc;
    }
}
