// A belt events program of the h72 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"strings"

	_ "github.com/lib/pq"
	"github.com/segmentio/kafka-go"
)

type Event interface{ Member() int64 }

type Promotion struct {
	MemberID int64  `json:"member_id"`
	NewBelt  string `json:"new_belt"`
	Examiner string `json:"examiner"`
}

type Attendance struct {
	MemberID  int64  `json:"member_id"`
	ClassCode string `json:"class_code"`
}

type NoteAdded struct {
	MemberID int64  `json:"member_id"`
	Author   string `json:"author"`
	Note     string `json:"note"`
}

func (p Promotion) Member() int64  { return p.MemberID }
func (a Attendance) Member() int64 { return a.MemberID }
func (n NoteAdded) Member() int64  { return n.MemberID }

type envelope struct {
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

func decode(raw []byte) (Event, error) {
	var env envelope
	if err := json.Unmarshal(raw, &env); err != nil {
		return nil, err
	}
	switch env.Type {
	case "promotion":
		var p Promotion
		err := json.Unmarshal(env.Payload, &p)
		return p, err
	case "attendance":
		var a Attendance
		err := json.Unmarshal(env.Payload, &a)
		return a, err
	case "note":
		var n NoteAdded
		err := json.Unmarshal(env.Payload, &n)
		return n, err
	}
	return nil, fmt.Errorf("unknown event type %q", env.Type)
}

func apply(ctx context.Context, db *sql.DB, ev Event) error {
	var err error
	switch e := ev.(type) {
	case Promotion:
		_, err = db.ExecContext(ctx,
			`UPDATE members SET belt = $1, promoted_by = $2, promoted_at = now() WHERE id = $3`,
			e.NewBelt, e.Examiner, e.MemberID)
	case Attendance:
		_, err = db.ExecContext(ctx,
			`INSERT INTO attendance (member_id, class_code, seen_at) VALUES ($1, $2, now())`,
			e.MemberID, e.ClassCode)
	case NoteAdded:
		body := strings.TrimSpace(e.Note)
		_, err = db.ExecContext(ctx,
			`INSERT INTO member_notes (member_id, author, body) VALUES ($1, $2, $3)`,
			e.MemberID, e.Author, body)
	default:
		err = fmt.Errorf("no handler for %T", ev)
	}
	return err
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DOJO_DB_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		Topic:   "dojo.tablet-events",
		GroupID: "member-db-writer",
	})
	defer reader.Close()

	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatalf("read: %v", err)
		}
		ev, err := decode(msg.Value)
		if err != nil {
			log.Printf("offset %d: %v", msg.Offset, err)
			continue
		}
		if err := apply(ctx, db, ev); err != nil {
			log.Printf("member %d: %v", ev.Member(), err)
		}
	}
}
