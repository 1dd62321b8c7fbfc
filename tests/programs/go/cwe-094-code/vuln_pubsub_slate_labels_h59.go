// Package slates names clips from the digital slate as they are logged on set.
package slates

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"

	"cloud.google.com/go/firestore"
	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
	"github.com/robertkrimen/otto"
)

// pushEnvelope is the body Pub/Sub push subscriptions deliver.
type pushEnvelope struct {
	Message struct {
		Data []byte `json:"data"`
		ID   string `json:"messageId"`
	} `json:"message"`
	Subscription string `json:"subscription"`
}

// SlateEvent is sent by the slate app each time a take is marked.
type SlateEvent struct {
	Production string `json:"production"`
	Scene      string `json:"scene"`
	Take       int    `json:"take"`
	Camera     string `json:"camera"`
}

// houseStyle is the label convention agreed with post-production.
const houseStyle = `
function slateLabel(scene, take, camera) {
  return ("SC" + scene).toUpperCase() + "_T" + ("00" + take).slice(-3) + "_" + camera.toUpperCase();
}`

type LabelFormatter interface {
	Label(ev SlateEvent) (string, error)
}

type ottoFormatter struct{}

func (ottoFormatter) Label(ev SlateEvent) (string, error) {
	vm := otto.New()
	if _, err := vm.Run(houseStyle); err != nil {
		return "", err
	}
	v, err := vm.Run(fmt.Sprintf("slateLabel('%s', %d, '%s')", ev.Scene, ev.Take, ev.Camera))
	if err != nil {
		return "", err
	}
	return v.ToString()
}

type ClipLog struct {
	formatter LabelFormatter
	client    *firestore.Client
}

func (c *ClipLog) Record(ctx context.Context, ev SlateEvent) error {
	label, err := c.formatter.Label(ev)
	if err != nil {
		return fmt.Errorf("label: %w", err)
	}
	_, _, err = c.client.Collection("clips").Add(ctx, map[string]interface{}{
		"production": ev.Production,
		"label":      label,
		"scene":      ev.Scene,
		"take":       ev.Take,
		"camera":     ev.Camera,
		"loggedAt":   firestore.ServerTimestamp,
	})
	return err
}

var clipLog *ClipLog

func init() {
	client, err := firestore.NewClient(context.Background(), os.Getenv("GOOGLE_CLOUD_PROJECT"))
	if err != nil {
		log.Fatalf("firestore: %v", err)
	}
	clipLog = &ClipLog{formatter: ottoFormatter{}, client: client}
	functions.HTTP("SlateMarked", slateMarked)
}

func slateMarked(w http.ResponseWriter, r *http.Request) {
	var env pushEnvelope
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&env); err != nil {
		http.Error(w, "bad envelope", http.StatusBadRequest)
		return
	}
	var ev SlateEvent
	if err := json.Unmarshal(env.Message.Data, &ev); err != nil {
		log.Printf("message %s: %v", env.Message.ID, err)
		w.WriteHeader(http.StatusNoContent) // drop malformed events instead of redelivering
		return
	}
	if err := clipLog.Record(r.Context(), ev); err != nil {
		log.Printf("message %s: %v", env.Message.ID, err)
		http.Error(w, "retry", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
