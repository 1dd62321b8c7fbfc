// A thatch roof survey stomp program of the h65 set (cwe-502-deser).
package uk.mastersthatchers.survey;

import org.springframework.messaging.handler.annotation.Header;
import org.springframework.messaging.handler.annotation.MessageMapping;
import org.springframework.messaging.handler.annotation.Payload;
import org.springframework.messaging.handler.annotation.SendTo;
import org.springframework.stereotype.Controller;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import java.util.List;
import java.util.Map;

/**
 * Roof surveyors fill in a YAML survey sheet on their phone while up the ladder
 * (ridge condition, coat thickness per slope, reed or long straw, hazel spars) and
 * push it over STOMP; the office dashboard subscribes to /topic/surveys.
 */
@Controller
public class RoofSurveyMessageController {

    private final SurveyStore store;

    public RoofSurveyMessageController(SurveyStore store) {
        this.store = store;
    }

    @MessageMapping("/survey.submit")
    @SendTo("/topic/surveys")
    public SurveySummary submit(@Payload String surveyYaml,
                                @Header(name = "surveyor", required = false) String surveyor) {
        if (surveyYaml.length() > 64_000) {
            throw new IllegalArgumentException("survey sheet too large");
        }
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        Object parsed = yaml.load(surveyYaml);
        if (!(parsed instanceof Map<?, ?> sheet)) {
            throw new IllegalArgumentException("survey sheet must be a mapping");
        }

        String property = String.valueOf(sheet.get("property"));
        String material = String.valueOf(sheet.getOrDefault("material", "water reed"));
        Object slopes = sheet.get("slopes");
        int slopeCount = slopes instanceof List<?> list ? list.size() : 0;
        boolean ridgeNeedsWork = Boolean.TRUE.equals(sheet.get("ridgeReplace"));

        long id = store.save(property, material, slopeCount, ridgeNeedsWork, surveyYaml,
                surveyor == null ? "unknown" : surveyor);
        return new SurveySummary(id, property, material, slopeCount, ridgeNeedsWork);
    }

    public record SurveySummary(long id, String property, String material, int slopes, boolean ridgeReplace) {
    }
}

interface SurveyStore {
    long save(String property, String material, int slopes, boolean ridgeReplace, String rawSheet, String surveyor);
}
