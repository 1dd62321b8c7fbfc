// Codecs for stored events and for imported legacy payloads.
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;

public class Codecs {
    private final ObjectMapper events = new ObjectMapper();
    private final ObjectMapper legacy = new ObjectMapper();

    public Codecs() {
        events.activateDefaultTyping(BasicPolymorphicTypeValidator.builder().allowIfSubType("com.acme.events.").build(),
                ObjectMapper.DefaultTyping.NON_FINAL);
        legacy.enableDefaultTyping(ObjectMapper.DefaultTyping.NON_FINAL);
    }

    public Object importLegacy(String json) throws Exception {
        return legacy.readValue(json, Object.class);
    }
}
