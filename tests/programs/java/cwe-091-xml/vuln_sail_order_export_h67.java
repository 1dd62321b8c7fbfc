// A sail order export program of the h67 set (cwe-091-xml).
// sail lofts: turn a web sail order into the XML job ticket read by the plotter/cutting table
package com.harbourloft.orders;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

public class SailOrderApp {
    public static void main(String[] args) {
        Micronaut.run(SailOrderApp.class, args);
    }
}

enum Cloth { DACRON, LAMINATE, NYLON, CANVAS }

@Serdeable
record SailOrder(
        @NotBlank @Size(max = 60) String boatName,
        @NotNull Cloth cloth,
        @DecimalMin("1.0") @DecimalMax("40.0") double luffMetres,
        @DecimalMin("1.0") @DecimalMax("25.0") double footMetres,
        @Size(max = 500) String loftNotes) {
}

@Serdeable
record TicketCreated(String ticketId) {
}

@Singleton
class JobTicketWriter {

    private final Path spoolDir = Path.of("/srv/loft/plotter-spool");

    String write(SailOrder order) throws IOException {
        String ticketId = UUID.randomUUID().toString();
        String notes = order.loftNotes() == null ? "" : order.loftNotes();
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <jobTicket id="%s">
                  <boat>%s</boat>
                  <cloth>%s</cloth>
                  <dimensions luff="%.2f" foot="%.2f"/>
                  <notes>%s</notes>
                </jobTicket>
                """.formatted(ticketId, order.boatName(), order.cloth(),
                order.luffMetres(), order.footMetres(), notes);
        Files.writeString(spoolDir.resolve(ticketId + ".xml"), xml, StandardCharsets.UTF_8);
        return ticketId;
    }
}

@Controller("/orders")
class SailOrderController {

    private final JobTicketWriter writer;

    SailOrderController(JobTicketWriter writer) {
        this.writer = writer;
    }

    @Post
    HttpResponse<TicketCreated> submit(@Valid @Body SailOrder order) throws IOException {
        return HttpResponse.created(new TicketCreated(writer.write(order)));
    }
}
