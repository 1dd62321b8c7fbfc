// Micronaut controller that triggers a database dump for the named schema
package com.example.backup;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import java.io.File;
import java.io.IOException;

@Controller("/backup")
public class BackupController {

    enum Schema { sales, inventory, customers }

    @Post("/dump")
    public String dump(@QueryValue String schema) throws IOException, InterruptedException {
        Schema s = Schema.valueOf(schema);
        ProcessBuilder pb = new ProcessBuilder("pg_dump", "-n", s.name(), "shopdb");
        pb.redirectOutput(new File("/backups/" + s.name() + ".sql"));
        int rc = pb.start().waitFor();
        return rc == 0 ? "ok" : "failed: " + rc;
    }
}
