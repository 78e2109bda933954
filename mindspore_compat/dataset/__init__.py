"""
``mindspore.dataset``: data loading and preprocessing pipelines.

Sources (:class:`GeneratorDataset`, :class:`NumpySlicesDataset`, :class:`MnistDataset`, :class:`Cifar10Dataset`
...) produce rows; operations (``batch``, ``map``, ``shuffle``, ``repeat``, ``zip`` ...) transform them;
iterators hand them out as mindspore Tensors or numpy arrays. Transformations live in
:mod:`mindspore.dataset.transforms` and :mod:`mindspore.dataset.vision`, global settings (the seed first of all)
in :mod:`mindspore.dataset.config`.

mindspore_compat runs a pipeline in the calling thread; with a seed set, rows come in MindSpore's order.
"""
from .core import config
from .engine import samplers
from .engine.datasets import (Dataset, SourceDataset, MappableDataset, BatchDataset, PaddedBatchDataset, BatchInfo,
                              MapDataset, FilterDataset, RepeatDataset, SkipDataset, TakeDataset, ShuffleDataset,
                              ZipDataset, ConcatDataset, RenameDataset, ProjectDataset, Schema, zip)
from .engine.datasets_user_defined import GeneratorDataset, NumpySlicesDataset, PaddedDataset
from .engine.datasets_standard_format import MindDataset, TFRecordDataset, CSVDataset
from .engine.datasets_text import (TextFileDataset, CLUEDataset, AGNewsDataset, AmazonReviewDataset, DBpediaDataset,
                                   SogouNewsDataset, YahooAnswersDataset, YelpReviewDataset, CoNLL2000Dataset,
                                   UDPOSDataset, EnWik9Dataset, IMDBDataset, IWSLT2016Dataset, IWSLT2017Dataset,
                                   Multi30kDataset, PennTreebankDataset, SQuADDataset, SST2Dataset, WikiTextDataset)
from .engine.datasets_vision import (MnistDataset, FashionMnistDataset, KMnistDataset, Cifar10Dataset,
                                     Cifar100Dataset, ImageFolderDataset, RandomDataset,
                                     VOCDataset, CelebADataset, STL10Dataset, FakeImageDataset)
from .engine.datasets_vision_more import (Caltech256Dataset, EMnistDataset, QMnistDataset, Flowers102Dataset,
                                          Food101Dataset, PhotoTourDataset, Places365Dataset, RenderedSST2Dataset,
                                          SBUDataset, SUN397Dataset, SVHNDataset, SemeionDataset, USPSDataset)
from .engine.datasets_vision import (CocoDataset, CityscapesDataset, ManifestDataset, KITTIDataset,
                                     WIDERFaceDataset, SBDataset, FlickrDataset, DIV2KDataset, LFWDataset,
                                     LSUNDataset, OmniglotDataset, Caltech101Dataset)
from .engine.datasets_audio import (CMUArcticDataset, GTZANDataset, LJSpeechDataset, LibriTTSDataset,
                                    SpeechCommandsDataset, TedliumDataset, YesNoDataset)
from .engine.obs import OBSMindDataset, sync_wait_for_dataset
from .engine.samplers import (Shuffle, BuiltinSampler, Sampler, DistributedSampler, RandomSampler,
                              SequentialSampler, SubsetSampler, SubsetRandomSampler, IterSampler,
                              WeightedRandomSampler, PKSampler)
from .engine.iterators import Iterator, TupleIterator, DictIterator
from .callback import DSCallback, WaitedDSCallback
from .engine.serializer_deserializer import serialize, deserialize, show, compare
from .engine.cache_client import DatasetCache
from . import transforms, vision

__all__ = [
    "Dataset", "SourceDataset", "MappableDataset", "BatchDataset", "PaddedBatchDataset", "BatchInfo", "MapDataset",
    "FilterDataset", "RepeatDataset", "SkipDataset", "TakeDataset", "ShuffleDataset", "ZipDataset", "ConcatDataset",
    "RenameDataset", "ProjectDataset", "Schema", "zip", "GeneratorDataset", "NumpySlicesDataset", "PaddedDataset",
    "MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset",
    "ImageFolderDataset", "Shuffle", "BuiltinSampler", "Sampler", "DistributedSampler", "RandomSampler",
    "SequentialSampler", "SubsetSampler", "SubsetRandomSampler", "IterSampler", "WeightedRandomSampler", "Iterator",
    "TupleIterator", "DictIterator", "MindDataset", "TFRecordDataset", "CSVDataset", "TextFileDataset", "CLUEDataset", "DSCallback",
    "PKSampler", "WaitedDSCallback", "serialize", "deserialize", "show", "compare",
    "DatasetCache", "RandomDataset", "VOCDataset", "CelebADataset",
    "STL10Dataset",
    "FakeImageDataset",
    "Caltech256Dataset", "EMnistDataset", "QMnistDataset", "Flowers102Dataset", "Food101Dataset",
    "PhotoTourDataset", "Places365Dataset", "RenderedSST2Dataset", "SBUDataset", "SUN397Dataset", "SVHNDataset",
    "SemeionDataset", "USPSDataset",
    "CocoDataset", "CityscapesDataset", "ManifestDataset", "KITTIDataset", "WIDERFaceDataset", "SBDataset",
    "FlickrDataset", "DIV2KDataset", "LFWDataset", "LSUNDataset", "OmniglotDataset", "Caltech101Dataset",
    "CMUArcticDataset", "GTZANDataset", "LJSpeechDataset", "LibriTTSDataset", "SpeechCommandsDataset",
    "TedliumDataset", "YesNoDataset", "OBSMindDataset", "sync_wait_for_dataset",
    "AGNewsDataset", "AmazonReviewDataset", "DBpediaDataset", "SogouNewsDataset", "YahooAnswersDataset",
    "YelpReviewDataset", "CoNLL2000Dataset", "UDPOSDataset", "EnWik9Dataset", "IMDBDataset", "IWSLT2016Dataset",
    "IWSLT2017Dataset", "Multi30kDataset", "PennTreebankDataset", "SQuADDataset", "SST2Dataset", "WikiTextDataset",
]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
