// A greenhouse export program of the h62 set (cwe-611-xxe).
package com.fernhollow.greenhouse;

import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.exceptions.HttpStatusException;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Climate controllers in the propagation houses export their probe logs as XML; growers
 * upload the file here to get per-bench summaries for the seedling trays.
 */
@Controller("/greenhouses")
class ClimateExportController {

    @Serdeable
    record ProbeSample(String bench, String probe, double value) {}

    @Serdeable
    record BenchSummary(String bench, String probe, double min, double max, double average) {}

    private final XMLInputFactory xmlInputFactory;

    ClimateExportController() {
        this.xmlInputFactory = XMLInputFactory.newFactory();
        this.xmlInputFactory.setProperty(XMLInputFactory.IS_COALESCING, true);
    }

    @Post(value = "/{house}/climate-export", consumes = MediaType.APPLICATION_XML)
    @ExecuteOn(TaskExecutors.BLOCKING)
    List<BenchSummary> importExport(@PathVariable String house, @Body byte[] xml) {
        try {
            return summarise(read(xml));
        } catch (XMLStreamException | NumberFormatException e) {
            throw new HttpStatusException(HttpStatus.BAD_REQUEST, "unreadable export for house " + house);
        }
    }

    List<ProbeSample> read(byte[] xml) throws XMLStreamException {
        XMLStreamReader reader = xmlInputFactory.createXMLStreamReader(new ByteArrayInputStream(xml));
        List<ProbeSample> samples = new ArrayList<>();
        String bench = "unassigned";
        while (reader.hasNext()) {
            if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            switch (reader.getLocalName()) {
                case "bench" -> bench = reader.getElementText().strip();
                case "reading" -> {
                    String probe = reader.getAttributeValue(null, "probe");
                    samples.add(new ProbeSample(bench, probe, Double.parseDouble(reader.getElementText())));
                }
                default -> { }
            }
        }
        reader.close();
        return samples;
    }

    static List<BenchSummary> summarise(List<ProbeSample> samples) {
        Map<String, DoubleSummaryStatistics> stats = samples.stream()
                .collect(Collectors.groupingBy(s -> s.bench() + "|" + s.probe(), TreeMap::new,
                        Collectors.summarizingDouble(ProbeSample::value)));
        return stats.entrySet().stream()
                .map(e -> {
                    String[] key = e.getKey().split("\\|", 2);
                    DoubleSummaryStatistics st = e.getValue();
                    return new BenchSummary(key[0], key[1], st.getMin(), st.getMax(), st.getAverage());
                })
                .toList();
    }
}
