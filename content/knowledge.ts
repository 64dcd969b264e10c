// Copy of /knowledge (nav label Contact): the ideas the app uses, in plain words, before the contact form.
import type { ProsePage } from "./public-pages";

export const KNOWLEDGE: ProsePage = {
  title: "Knowledge",
  lead: "The few Ayurvedic ideas this app is built on, in plain words. You don't need to learn them to use it, but they make the suggestions easier to understand.",
  sections: [
    {
      heading: "The five elements",
      paragraphs: [
        "Ayurveda describes everything, from the weather to your body, as a mix of five elements: space (akasha), air (vayu), fire (agni), water (apas) and earth (prthvi). They are not chemistry; they are a way of naming qualities.",
        "Space is openness. Air is movement and lightness. Fire is heat and transformation, like digestion. Water is fluidity and cohesion. Earth is weight, structure and stability. The mood elements you choose each day on your dashboard use the same five names.",
      ],
    },
    {
      heading: "The three doshas",
      paragraphs: [
        "The elements pair up into three doshas, patterns that shape how each of us tends to move, digest, sleep and feel. Everyone has all three; their mix is what makes you you.",
        "Vata (air and space) is quick, light and changeable: creative and lively in balance, scattered, dry or anxious when there is too much of it. Pitta (fire and a little water) is warm, sharp and focused: clear and driven in balance, irritable or overheated when it runs high. Kapha (earth and water) is steady, soft and calm: loyal and grounded in balance, heavy or sluggish when it builds up.",
        "Your prakriti is the mix you were born with and changes little. Your vikriti is your balance right now, shaped by season, stress, food and sleep. The questionnaires estimate both, and the suggestions aim to bring the second back towards the first.",
      ],
    },
    {
      heading: "The three gunas",
      paragraphs: [
        "Where the doshas describe the body's tendencies, the gunas describe qualities of the mind. Sattva is clarity, calm and kindness. Rajas is activity, drive and restlessness. Tamas is rest and stability, and, in excess, dullness or inertia.",
        "All three are needed: rajas gets you out of bed, tamas lets you sleep. The Inner Space reflection asks where they stand for you lately, and a lot of rajas or tamas is simply a sign to be gentle and perhaps to ask for support.",
      ],
    },
    {
      heading: "The seven dhatus",
      paragraphs: [
        "Dhatus are the body's tissues, described as layers that nourish one another in turn: rasa (the fluid that nourishes, like plasma), rakta (blood), mamsa (muscle), meda (fat), asthi (bone), majja (marrow and nerves) and shukra or artava (reproductive tissue).",
        "Ama is the Ayurvedic word for what is left when digestion is incomplete: a heaviness that can settle in a tissue. The ama check-in lists everyday signs, such as a coated tongue or stiffness on waking, and points to simple care like lighter, warm meals for a while. It is a way of noticing, never a diagnosis.",
      ],
    },
    {
      heading: "A note on care",
      paragraphs: [
        "These ideas are a lens for self-reflection and gentle habits. They are not medical advice. If something about your health worries you, please speak with a doctor or another qualified professional.",
      ],
    },
  ],
};
