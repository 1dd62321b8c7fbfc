// Event store that reads polymorphic event payloads with Jackson.
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;

public class EventCodec {
    private final ObjectMapper mapper = new ObjectMapper();

    public EventCodec() {
        PolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("com.acme.events.")
                .build();
        mapper.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL);
    }

    public Object read(String json) throws Exception {
        return mapper.readValue(json, Object.class);
    }
}
