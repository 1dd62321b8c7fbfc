// A tailor alterations csv program of the h61 set (cwe-1333-redos).
package com.stitchline.alterations;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** The front desk exports the day's alteration tickets from the online booking form; the workshop imports the CSV. */
record AlterationTicket(String ticketNo, String garmentCode, String work, String customerNote) {}

final class GarmentCodeValidator {
    // garment codes look like JKT-2-NAVY or TRS-32L
    private static final Pattern GARMENT_CODE = Pattern.compile("^([A-Z0-9]+-?)+$");

    Optional<String> problem(AlterationTicket ticket) {
        if (ticket.garmentCode().length() > 200) {
            return Optional.of("garment code too long");
        }
        if (!GARMENT_CODE.matcher(ticket.garmentCode()).matches()) {
            return Optional.of("garment code not recognised");
        }
        return Optional.empty();
    }
}

interface WorkshopQueue {
    void enqueue(AlterationTicket ticket);
}

final class TicketCsvImporter {
    private final GarmentCodeValidator validator;
    private final WorkshopQueue queue;

    TicketCsvImporter(GarmentCodeValidator validator, WorkshopQueue queue) {
        this.validator = validator;
        this.queue = queue;
    }

    List<String> importFile(Path csv) throws IOException {
        List<String> rejected = new ArrayList<>();
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).setTrim(true).build();
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
             CSVParser parser = format.parse(reader)) {
            for (CSVRecord row : parser) {
                AlterationTicket ticket = new AlterationTicket(row.get("ticket"), row.get("garment_code"),
                        row.get("work"), row.get("note"));
                Optional<String> problem = validator.problem(ticket);
                if (problem.isPresent()) {
                    rejected.add(ticket.ticketNo() + ": " + problem.get());
                    continue;
                }
                queue.enqueue(ticket);
            }
        }
        return rejected;
    }
}

final class AlterationImportTool {
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: alteration-import <tickets.csv>");
            System.exit(2);
        }
        TicketCsvImporter importer = new TicketCsvImporter(new GarmentCodeValidator(),
                t -> System.out.println("queued " + t.ticketNo() + " " + t.garmentCode() + " - " + t.work()));
        List<String> rejected = importer.importFile(Path.of(args[0]));
        rejected.forEach(line -> System.err.println("rejected " + line));
    }
}
