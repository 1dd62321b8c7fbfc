// A organ rank projector program of the h63 set (cwe-089-sql).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/IBM/sarama"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type PipeRank struct {
	ID       uint
	Code     string `gorm:"uniqueIndex"`
	Division string
	Status   string
}

// VoicingEvent is published by the voicing-room tablets as each rank of pipes is finished.
type VoicingEvent struct {
	RankCode string `json:"rank_code"`
	Status   string `json:"status"`
	Voicer   string `json:"voicer"`
}

type Subscriber func(ctx context.Context, ev VoicingEvent) error

type EventBus struct {
	subs []Subscriber
}

func (b *EventBus) Subscribe(s Subscriber) { b.subs = append(b.subs, s) }

func (b *EventBus) Publish(ctx context.Context, ev VoicingEvent) {
	for _, s := range b.subs {
		if err := s(ctx, ev); err != nil {
			log.Printf("voicing event for %s: %v", ev.RankCode, err)
		}
	}
}

var rankStatuses = map[string]bool{"racked": true, "regulated": true, "voiced": true, "tuned": true}

type RankRepository struct {
	db *gorm.DB
}

func (r *RankRepository) SetStatus(ctx context.Context, code, status string) error {
	res := r.db.WithContext(ctx).Model(&PipeRank{}).
		Where(fmt.Sprintf("code = '%s'", code)).
		Update("status", status)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return fmt.Errorf("no rank %s", code)
	}
	return nil
}

type RankProjector struct {
	repo *RankRepository
}

func (p *RankProjector) OnVoicing(ctx context.Context, ev VoicingEvent) error {
	if !rankStatuses[ev.Status] {
		return fmt.Errorf("unknown status %q", ev.Status)
	}
	return p.repo.SetStatus(ctx, strings.ToUpper(ev.RankCode), ev.Status)
}

type voicingHandler struct {
	bus *EventBus
}

func (voicingHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (voicingHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h voicingHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		var ev VoicingEvent
		if err := json.Unmarshal(msg.Value, &ev); err != nil {
			log.Printf("partition %d offset %d: %v", msg.Partition, msg.Offset, err)
		} else {
			h.bus.Publish(sess.Context(), ev)
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("ORGANWORKS_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	bus := &EventBus{}
	projector := &RankProjector{repo: &RankRepository{db: db}}
	bus.Subscribe(projector.OnVoicing)

	cfg := sarama.NewConfig()
	cfg.Consumer.Offsets.Initial = sarama.OffsetOldest
	group, err := sarama.NewConsumerGroup(strings.Split(os.Getenv("KAFKA_BROKERS"), ","), "rank-projector", cfg)
	if err != nil {
		log.Fatalf("kafka: %v", err)
	}
	defer group.Close()
	ctx := context.Background()
	for {
		if err := group.Consume(ctx, []string{"workshop.voicing"}, voicingHandler{bus: bus}); err != nil {
			log.Fatalf("consume: %v", err)
		}
	}
}
