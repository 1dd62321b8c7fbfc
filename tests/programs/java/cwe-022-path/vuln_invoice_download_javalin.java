// Javalin service that streams stored invoice PDFs for a customer account
package com.billing.web;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

class InvoiceFiles {
    private final Path root;

    InvoiceFiles(String root) {
        this.root = Paths.get(root).toAbsolutePath().normalize();
    }

    Path locate(String account, String fileName) {
        Path candidate = root.resolve(account).resolve(fileName);
        return candidate;
    }
}

class InvoiceApp {
    private final InvoiceFiles files;

    InvoiceApp(InvoiceFiles files) {
        this.files = files;
    }

    void download(Context ctx) throws IOException {
        String account = ctx.pathParam("account");
        String fileName = ctx.queryParam("file");
        if (fileName == null || !fileName.endsWith(".pdf")) {
            throw new BadRequestResponse("file must be a pdf");
        }
        Path target = files.locate(account, fileName);
        if (!Files.isRegularFile(target)) {
            throw new NotFoundResponse("unknown invoice");
        }
        ctx.header("Content-Disposition", "attachment; filename=invoice.pdf");
        ctx.contentType("application/pdf");
        ctx.result(Files.newInputStream(target));
    }

    public static void main(String[] args) {
        String dir = System.getenv().getOrDefault("INVOICE_DIR", "/srv/invoices");
        InvoiceApp app = new InvoiceApp(new InvoiceFiles(dir));
        Javalin.create()
                .get("/accounts/{account}/invoice", app::download)
                .start(7070);
    }
}
